import type { Migration } from 'kysely';
import { tablesMigration } from '@gc/projections';

/** Demo requests from the public form. Frozen in time. */
export const demoRequestsMigrations: Record<string, Migration> = {
  '20261201_0910_demo_requests': tablesMigration({
    demo_requests: {
      columns: {
        demo_request_id: 'uuid primary key',
        fullname: 'text not null',
        email: 'text not null',
        company: 'text not null',
        reason: 'text',
        created_at: 'timestamptz not null',
      },
      indexes: { demo_requests_created_idx: ['created_at'] },
    },
  }),
};
