import { paths } from '../../shared/routing/paths';
import { documentTitle } from './route-titles';

it('gives every route its own title', () => {
  expect(documentTitle(paths.login)).toBe('Log in - GrowthCatalyst');
  expect(documentTitle(paths.teams.root)).toBe('Teams - GrowthCatalyst');
  expect(documentTitle(paths.teams.edit('t 1'))).toBe('Teams - GrowthCatalyst');
  expect(documentTitle(paths.teams.members('t-1'))).toBe('Team Members - GrowthCatalyst');
  expect(documentTitle(paths.users.root)).toBe('Users - GrowthCatalyst');
  expect(documentTitle(paths.users.edit('ada@example.com'))).toBe('Edit User - GrowthCatalyst');
  expect(documentTitle(paths.profile.changePassword)).toBe('Change Password - GrowthCatalyst');
  expect(documentTitle('/login', '?step=forgot-password')).toBe('Reset password - GrowthCatalyst');
});

it('leaves no address of the paths table with the bare app name', () => {
  const addresses: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') addresses.push(value);
    else if (typeof value === 'function') addresses.push((value as (x: string) => string)('x'));
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
  };
  walk(paths);
  const pages = addresses.filter((address) => address !== paths.app && !address.endsWith('/x'));
  for (const address of pages) {
    const [pathname, search] = address.split('?');
    expect([address, documentTitle(pathname, search ? `?${search}` : '')]).not.toEqual([address, 'GrowthCatalyst']);
  }
});
