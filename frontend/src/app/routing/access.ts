import { can, type Capability } from '@gc/contracts';
import type { ReturnTarget } from '../../shared/auth/return-path';
import { paths } from '../../shared/routing/paths';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; state?: { from: ReturnTarget } };

export const LOGIN_PATH = paths.login;
export const HOME_PATH = paths.dashboard;

/** Protected pages: signed-out visitors go to /login and remember where they were going. */
export function authDecision(isAuthenticated: boolean, location: ReturnTarget): GuardDecision {
  if (isAuthenticated) return { kind: 'allow' };
  const { pathname, search = '', hash = '' } = location;
  return { kind: 'redirect', to: LOGIN_PATH, state: { from: { pathname, search, hash } } };
}

/** Areas for some roles only: everyone else lands on the dashboard (admin spec section 2). */
export function capabilityDecision(role: number | null, capability: Capability): GuardDecision {
  return can(role, capability) ? { kind: 'allow' } : { kind: 'redirect', to: HOME_PATH };
}
