import { Capability, RoleId } from '@gc/contracts';
import { authDecision, capabilityDecision } from './access';

describe('route access', () => {
  it('sends a signed-out visitor of a protected page to /login, remembering the page', () => {
    expect(authDecision(false, { pathname: '/app/teams', search: '?x=1', hash: '' })).toEqual({
      kind: 'redirect',
      to: '/login',
      state: { from: { pathname: '/app/teams', search: '?x=1', hash: '' } },
    });
    expect(authDecision(true, { pathname: '/app/teams' })).toEqual({ kind: 'allow' });
  });

  it('keeps users out of admin areas and non-Global-Administrators out of client creation', () => {
    expect(capabilityDecision(RoleId.User, Capability.ManageAllUsers)).toEqual({
      kind: 'redirect',
      to: '/app/dashboard',
    });
    expect(capabilityDecision(RoleId.ClientAdministrator, Capability.ManageAllUsers)).toEqual({ kind: 'allow' });
    expect(capabilityDecision(RoleId.User, Capability.BuildReflections).kind).toBe('redirect');
    expect(capabilityDecision(RoleId.ClientAdministrator, Capability.CreateClient).kind).toBe('redirect');
    expect(capabilityDecision(RoleId.GlobalAdministrator, Capability.CreateClient).kind).toBe('allow');
    expect(capabilityDecision(null, Capability.Home).kind).toBe('redirect');
  });
});
