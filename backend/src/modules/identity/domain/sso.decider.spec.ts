import type { SsoEvent } from '@gc/contracts';
import { deciderSpec } from '../../../test-support/decider-spec';
import { ssoDecider, type SsoSettingsInput } from './sso.decider';

const clientId = 'client-a';
const { when, thenFails } = deciderSpec(ssoDecider);
const settings: SsoSettingsInput = {
  issuer: 'https://idp.example.com',
  oidcClientId: 'app',
  domains: ['example.com'],
  role: 8,
  required: false,
  smsAfterSso: false,
  secretReplaced: true,
};
const configured: SsoEvent[] = when([], { type: 'ConfigureSso', clientId, ...settings });

describe('SSO decider', () => {
  it('given nothing, when configured with a secret, then SsoConfigured (which carries no secret)', () => {
    expect(configured).toEqual([{ type: 'SsoConfigured', data: { clientId, ...settings } }]);
  });

  it('needs a secret the first time, and for another provider; keeps it for the same one', () => {
    thenFails([], { type: 'ConfigureSso', clientId, ...settings, secretReplaced: false }, 'SECRET_REQUIRED');
    const other = { ...settings, issuer: 'https://other.example.com', secretReplaced: false };
    thenFails(configured, { type: 'ConfigureSso', clientId, ...other }, 'SECRET_REQUIRED');
    const same = when(configured, {
      type: 'ConfigureSso',
      clientId,
      ...settings,
      required: true,
      secretReplaced: false,
    });
    expect(same).toEqual([
      { type: 'SsoConfigured', data: { clientId, ...settings, required: true, secretReplaced: false } },
    ]);
  });

  it('never gives newcomers the Global Administrator role', () => {
    thenFails([], { type: 'ConfigureSso', clientId, ...settings, role: 5 }, 'VALIDATION_FAILED');
  });

  it('removes what is configured, and refuses to remove nothing', () => {
    expect(when(configured, { type: 'RemoveSso', clientId })).toEqual([{ type: 'SsoRemoved', data: { clientId } }]);
    thenFails([], { type: 'RemoveSso', clientId }, 'SSO_NOT_CONFIGURED');
  });
});
