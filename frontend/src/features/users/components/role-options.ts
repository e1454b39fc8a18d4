import { assignableRoles, roleLabel, RoleId } from '@gc/contracts';

/** The Manage Users filter (admin spec section 2); `undefined` lists everyone. */
export const ROLE_FILTERS: { label: string; role: number | undefined }[] = [
  { label: 'All', role: undefined },
  { label: 'Global Admin', role: RoleId.GlobalAdministrator },
  { label: 'Client Admin', role: RoleId.ClientAdministrator },
  { label: 'User', role: RoleId.User },
];

/** The roles the signed-in person may give (their role in the current client decides), with their labels. */
export function roleOptions(actorRole: number | null): { value: number; label: string }[] {
  return assignableRoles(actorRole).map((value) => ({ value, label: roleLabel(value) }));
}

export const isAssignable = (actorRole: number | null, role: unknown): boolean =>
  typeof role === 'number' && (assignableRoles(actorRole) as readonly number[]).includes(role);

export const INVALID_ROLE = { title: 'Invalid Role', message: 'Please select a valid role before submitting.' };
