import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

/**
 * One row per person's account (no client_id: an account is not a tenant's, the person's roles are, see
 * user_client_roles). Holds no personal data: names, emails and phones live in the backend's personal_data table,
 * joined at query time, so erasing a person never touches history.
 */
export interface UserAccountsTable {
  user_id: string;
  /** 'PENDING_LOGIN' | 'ACTIVE' | 'DELETED' */
  status: string;
  enabled: boolean;
  setup_complete: boolean;
  phone_verified: boolean;
  terms_accepted: boolean;
  current_client_id: string | null;
  organization: string | null;
  created_on: ColumnType<Date, Date | string, Date | string>;
  modified_on: ColumnType<Date, Date | string, Date | string>;
  deleted_on: ColumnType<Date | null, Date | string | null, Date | string | null>;
  erasable_after: ColumnType<Date | null, Date | string | null, Date | string | null>;
}
export type UserAccountRow = Selectable<UserAccountsTable>;
export type NewUserAccountRow = Insertable<UserAccountsTable>;
export type UserAccountUpdate = Updateable<UserAccountsTable>;
