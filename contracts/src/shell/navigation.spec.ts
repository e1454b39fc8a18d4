import { RoleId } from '../access/roles';
import { APP_SWITCHER, canAddClient, visibleMenu, visibleProfileMenu } from './navigation';

const labels = (role: number | null) => visibleMenu(role).flatMap((section) => section.entries.map((e) => e.label));

describe('shell navigation', () => {
  it('shows a User every entry in spec order except Build Reflections', () => {
    expect(labels(RoleId.User)).toEqual([
      'Home',
      'Team Management',
      'Take Reflections',
      'See Results',
      'VentureVerse',
      'GrowthMentor',
    ]);
  });

  it('shows both admin roles every entry in spec order, with Manage All Users beside Team Management', () => {
    for (const role of [RoleId.GlobalAdministrator, RoleId.ClientAdministrator]) {
      expect(labels(role)).toEqual([
        'Home',
        'Team Management',
        'Manage All Users',
        'Build Reflections',
        'Take Reflections',
        'See Results',
        'VentureVerse',
        'GrowthMentor',
      ]);
      const users = visibleMenu(role)
        .flatMap((section) => section.entries)
        .find((entry) => entry.id === 'manage-all-users');
      expect(users?.route).toBe('users');
    }
  });

  it('keeps Manage All Users from every other role', () => {
    for (const role of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter(
      (r) => r !== RoleId.GlobalAdministrator && r !== RoleId.ClientAdministrator,
    )) {
      expect(labels(role)).not.toContain('Manage All Users');
      expect(labels(role)).not.toContain('Build Reflections');
    }
  });

  it('puts Build Reflections first in the reflections group for both admin roles', () => {
    for (const role of [RoleId.GlobalAdministrator, RoleId.ClientAdministrator]) {
      const group = visibleMenu(role).find((section) => section.id === 'reflections');
      expect(group?.entries.map((e) => e.label)).toEqual(['Build Reflections', 'Take Reflections', 'See Results']);
    }
  });

  it('keeps the mentor entry under the RESOURCES heading', () => {
    const resources = visibleMenu(RoleId.User).find((section) => section.id === 'resources');
    expect(resources?.heading).toBe('RESOURCES');
    expect(resources?.entries.map((e) => e.route)).toEqual(['growth-mentor']);
  });

  it('shows nothing to someone without a role in the current client', () => {
    expect(visibleMenu(null)).toEqual([]);
    expect(visibleProfileMenu(undefined)).toEqual([]);
  });

  it('offers Manage All Users to the two admin roles only', () => {
    const ids = (role: number) => visibleProfileMenu(role).map((e) => e.label);
    expect(ids(RoleId.GlobalAdministrator)).toEqual(['My Profile', 'Manage All Users', 'Sign Out']);
    expect(ids(RoleId.ClientAdministrator)).toEqual(['My Profile', 'Manage All Users', 'Sign Out']);
    expect(ids(RoleId.User)).toEqual(['My Profile', 'Sign Out']);
  });

  it('lists the sibling tools in spec order with links only for Blimp and Learn', () => {
    expect(APP_SWITCHER.map((a) => `${a.label}:${a.kind}`)).toEqual([
      'GrowthOS:disabled',
      'Blimp:external',
      'GrowthCatalyst:current',
      'Learn:external',
      'Discover:disabled',
      'De-Risk:disabled',
      'Make:disabled',
    ]);
    expect(APP_SWITCHER.filter((a) => a.kind === 'external').every((a) => a.urlEnv && a.defaultUrl)).toBe(true);
  });

  it("offers '+ Add a new client' to the Global Administrator only", () => {
    expect(canAddClient(RoleId.GlobalAdministrator)).toBe(true);
    expect(canAddClient(RoleId.ClientAdministrator)).toBe(false);
    expect(canAddClient(RoleId.User)).toBe(false);
  });
});
