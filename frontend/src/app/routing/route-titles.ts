import { matchPath } from 'react-router-dom';
import { paths } from '../../shared/routing/paths';

export const APP_NAME = 'GrowthCatalyst';

/**
 * The browser tab's title of every route ('Teams - GrowthCatalyst'), first match wins. Patterns come from the
 * paths table; route-titles.spec.ts checks that every address of that table has its own title.
 */
/** A builder of the paths table filled with a route parameter, e.g. `param(paths.users.edit, 'email')`. */
const param = (build: (value: string) => string, name: string) => build(`:${name}`).replace('%3A', ':');

const TITLES: [pattern: string, title: string][] = [
  [paths.login, 'Log in'],
  [paths.loginSso, 'Sign in with SSO'],
  [paths.requestDemo, 'Request a demo'],
  [paths.confEmail, 'Thank you'],
  [paths.terms, 'Terms and Conditions'],
  [paths.privacy, 'Privacy Policy'],
  [paths.dashboard, 'Dashboard'],
  [paths.assessment, 'Build Reflections'],
  [`${paths.assessmentBuild}/*`, 'Build Reflections'],
  [paths.inApp('assessment/take/*'), 'Take Reflections'],
  [`${paths.results.root}/*`, 'Results'],
  [paths.profile.changePassword, 'Change Password'],
  [paths.profile.mfaValidation, 'Verify Multi-Factor Authentication'],
  [`${paths.profile.root}/*`, 'My Profile'],
  [paths.inApp('growth-mentor/*'), 'Growth Mentor'],
  [paths.inApp('ventureverse/*'), 'VentureVerse'],
  [paths.teams.create, 'Create Team'],
  [param(paths.teams.members, 'teamId'), 'Team Members'],
  [param(paths.teams.manageReflections, 'teamId'), 'Manage Reflections'],
  [paths.inApp('teams/edit-assessment/:reflectionId'), 'Edit Reflection'],
  [`${paths.teams.root}/*`, 'Teams'],
  [paths.users.create, 'Add Users'],
  [param(paths.users.edit, 'email'), 'Edit User'],
  [`${paths.users.root}/*`, 'Users'],
  [`${paths.createClient}/*`, 'Add a New Client'],
];

export function documentTitle(pathname: string, search = ''): string {
  if (pathname === paths.login) {
    const step = new URLSearchParams(search).get('step');
    if (step === 'forgot-password' || step === 'reset-password') return `Reset password - ${APP_NAME}`;
    if (step === 'sso') return `Sign in with SSO - ${APP_NAME}`;
  }
  const found = TITLES.find(([pattern]) => matchPath(pattern, pathname) !== null);
  return found ? `${found[1]} - ${APP_NAME}` : APP_NAME;
}
