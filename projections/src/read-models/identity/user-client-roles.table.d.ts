import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
/** The role a person holds in a client (tenant data: client_id is part of the key and indexed). */
export interface UserClientRolesTable {
    user_id: string;
    client_id: string;
    role: number;
    granted_on: ColumnType<Date, Date | string, Date | string>;
}
export type UserClientRoleRow = Selectable<UserClientRolesTable>;
export type NewUserClientRoleRow = Insertable<UserClientRolesTable>;
export type UserClientRoleUpdate = Updateable<UserClientRolesTable>;
/** The identity read models, to intersect with Database until it lists them (see identity.migrations.ts). */
export interface IdentityReadModels {
    user_accounts: import('./user-accounts.table').UserAccountsTable;
    user_client_roles: UserClientRolesTable;
}
