import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '@gc/projections';
import { withModuleTables } from '../../shared/module-tables';

export interface DemoRequestsTable {
  demo_request_id: string;
  fullname: string;
  email: string;
  company: string;
  reason: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export type DemoRequestsDatabase = Database & { demo_requests: DemoRequestsTable };
export const asDemoRequestsDb = (db: Kysely<Database>): Kysely<DemoRequestsDatabase> =>
  withModuleTables<{ demo_requests: DemoRequestsTable }>(db);
