import { RoleId, SSO_ROLES, SsoMessages, type SsoConfigured, type SsoEvent } from '@gc/contracts';
import { assertNever, type Decider } from '../../../shared/decider';
import { DomainError, notFound } from '../../../shared/domain-error';

/** A client's single sign-on (stream `sso-{clientId}`): configured or not, with the settings of its last change. */
export interface SsoState {
  readonly configured: boolean;
  readonly issuer: string | null;
  readonly oidcClientId: string | null;
}

/** The settings of a change, as its fact records them (never the secret: only whether a new one came with it). */
export type SsoSettingsInput = Omit<SsoConfigured['data'], 'clientId'>;

export type SsoCommand =
  ({ type: 'ConfigureSso'; clientId: string } & SsoSettingsInput) | { type: 'RemoveSso'; clientId: string };

export const initialSsoState = (): SsoState => ({ configured: false, issuer: null, oidcClientId: null });

export function decideSso(command: SsoCommand, state: SsoState): SsoEvent[] {
  switch (command.type) {
    case 'ConfigureSso': {
      const { type: _type, ...settings } = command;
      // a provider never brings in a Global Administrator (the DTO refuses it first; this is the rule itself)
      if (!(SSO_ROLES as readonly number[]).includes(settings.role) || settings.role === RoleId.GlobalAdministrator)
        throw new DomainError('validation', SsoMessages.role, 'VALIDATION_FAILED');
      // the first configuration needs a secret; a later one may keep the saved secret only for the same provider
      const sameProvider = state.issuer === settings.issuer && state.oidcClientId === settings.oidcClientId;
      if (!settings.secretReplaced && (!state.configured || !sameProvider))
        throw new DomainError('validation', SsoMessages.secretRequired, 'SECRET_REQUIRED');
      return [{ type: 'SsoConfigured', data: { ...settings, domains: [...settings.domains] } }];
    }
    case 'RemoveSso':
      if (!state.configured) throw notFound(SsoMessages.notConfigured, 'SSO_NOT_CONFIGURED');
      return [{ type: 'SsoRemoved', data: { clientId: command.clientId } }];
    default:
      return assertNever(command);
  }
}

export function evolveSso(state: SsoState, event: SsoEvent): SsoState {
  switch (event.type) {
    case 'SsoConfigured':
      return { configured: true, issuer: event.data.issuer, oidcClientId: event.data.oidcClientId };
    case 'SsoRemoved':
      return initialSsoState();
    default:
      return assertNever(event);
  }
}

export const ssoDecider: Decider<SsoCommand, SsoEvent, SsoState> = {
  initialState: initialSsoState,
  evolve: evolveSso,
  decide: decideSso,
};
