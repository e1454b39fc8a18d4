import { assignableRoles, can, Capability, roleLabel, RoleId } from './roles';

describe('roles', () => {
  it('labels known ids, accepts numeric strings, and says Unknown Role otherwise', () => {
    expect(roleLabel(5)).toBe('Global Administrator');
    expect(roleLabel('0')).toBe('Client Administrator');
    expect(roleLabel(8)).toBe('User');
    expect(roleLabel(42)).toBe('Unknown Role');
    expect(roleLabel('x')).toBe('Unknown Role');
    expect(roleLabel(undefined)).toBe('Unknown Role');
  });

  it('lets each role assign only the roles of the spec table', () => {
    expect(assignableRoles(RoleId.GlobalAdministrator)).toEqual([5, 0, 8]);
    expect(assignableRoles(RoleId.ClientAdministrator)).toEqual([0, 8]);
    expect(assignableRoles(RoleId.User)).toEqual([8]);
  });

  it('grants client creation to the Global Administrator only and admin areas to both admin roles', () => {
    expect(can(RoleId.GlobalAdministrator, Capability.CreateClient)).toBe(true);
    expect(can(RoleId.ClientAdministrator, Capability.CreateClient)).toBe(false);
    expect(can(RoleId.ClientAdministrator, Capability.ManageAllUsers)).toBe(true);
    expect(can(RoleId.User, Capability.BuildReflections)).toBe(false);
    expect(can(RoleId.User, Capability.SeeResults)).toBe(true);
    expect(can(null, Capability.Home)).toBe(false);
  });

  it('offers deleting or replacing a non-system dropdown option (a team role) to the Global Administrator only', () => {
    expect(can(RoleId.GlobalAdministrator, Capability.DeleteDropdownOptions)).toBe(true);
    expect(can(RoleId.ClientAdministrator, Capability.DeleteDropdownOptions)).toBe(false);
    expect(can(RoleId.User, Capability.DeleteDropdownOptions)).toBe(false);
  });
});
