import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IdentityMessages, type Capability } from '@gc/contracts';
import { IS_PUBLIC } from '../../../http/public.decorator';
import { DomainError } from '../../../shared/domain-error';
import {
  ALLOW_WITHOUT_TERMS,
  assertCapability,
  REQUIRED_CAPABILITY,
  type AuthenticatedUser,
} from './authenticated-user';

/**
 * Authentication, the first step of the api's global guard (EdgeGuard): every route needs a valid bearer token unless marked @Public(); routes with
 * @RequireCapability(...) also need the capability for the caller's role in their current client (403).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthenticatedUser }>().user;
    // Member spec: declining the terms signs the person out; until they accept, the API serves nothing else either.
    if (!user.termsAccepted && !this.reflector.getAllAndOverride<boolean>(ALLOW_WITHOUT_TERMS, targets)) {
      throw new DomainError('forbidden', IdentityMessages.termsDeclined, 'TERMS_NOT_ACCEPTED');
    }
    const capability = this.reflector.getAllAndOverride<Capability | undefined>(REQUIRED_CAPABILITY, targets);
    if (capability) assertCapability(user, capability);
    return true;
  }

  /** Passport's failures (no token, bad signature, expired) all read the same to the client. */
  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error instanceof DomainError) throw error;
    // the bearer strategy reports a missing, forged or expired token as a failure (no error, no user); an error here
    // comes from the session lookup (JwtStrategy.validate), e.g. the database unreachable. That is not "not signed
    // in": it answers as itself (503 from the exception filter), so a blip never signs anyone out of the SPA.
    if (error) throw error;
    if (!user) throw new DomainError('unauthorized', IdentityMessages.notAuthenticated, 'NOT_AUTHENTICATED');
    return user;
  }
}
