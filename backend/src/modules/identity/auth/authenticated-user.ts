import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { can, SsoMessages, type Capability } from '@gc/contracts';
import { DomainError, forbidden } from '../../../shared/domain-error';

/**
 * Who the bearer token belongs to, as the global auth guard resolves it on every request: the role is the
 * caller's role in their CURRENTLY SELECTED client (read fresh from the read model, so a role change or a client
 * switch applies at once), null when they have none there.
 */
export interface AuthenticatedUser {
  readonly userId: string;
  readonly email: string;
  readonly name: string | null;
  readonly sessionId: string;
  /** the selected client workspace (custom_client_id), null before any client exists */
  readonly clientId: string | null;
  /** role id in clientId (5 Global Administrator, 0 Client Administrator, 8 User, ...), or null */
  readonly role: number | null;
  /** whether they accepted the Terms & Conditions; until then only the routes marked @AllowWithoutTerms() answer */
  readonly termsAccepted: boolean;
  /**
   * Set when this session came from a client's own identity provider (issue 31): the session works in that client
   * only (clientId is it, whatever the account's selected client), and switching clients is refused.
   */
  readonly ssoClientId?: string | null;
}

/** The authenticated caller; only on routes that are not @Public(). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): AuthenticatedUser => {
  return context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
});

/** Routes that need a capability of the spec's role table (403 'Forbidden' otherwise). Checked by the auth guard. */
export const REQUIRED_CAPABILITY = 'requiredCapability';
export const RequireCapability = (capability: Capability) => SetMetadata(REQUIRED_CAPABILITY, capability);

/** The same check for a route whose capability depends on what it is asked (one route, several use cases). */
export function assertCapability(user: AuthenticatedUser, capability: Capability): void {
  if (!can(user.role, capability)) throw forbidden();
}

/** Routes a signed-in person may call before accepting the terms: who am I, the terms themselves, sign-out. */
export const ALLOW_WITHOUT_TERMS = 'allowWithoutTerms';
export const AllowWithoutTerms = () => SetMetadata(ALLOW_WITHOUT_TERMS, true);

/**
 * What protects the whole account (the phone sign-in codes go to, the password, joining other clients) is not
 * changed from a session a client's identity provider gave (issue 31): that provider vouches for its own client only.
 */
export function refuseInSsoSession(user: AuthenticatedUser, message: string = SsoMessages.ssoSessionAccount): void {
  if (user.ssoClientId) throw new DomainError('forbidden', message, 'SSO_SESSION_BOUND');
}
