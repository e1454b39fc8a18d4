import { sql, type Kysely, type Migration } from 'kysely';
import {
  addColumns,
  dropColumns,
  promiseColumns,
  auditColumns,
  reflectionScopedColumns,
  tablesMigration,
} from '../../database/migrations/create-table';

const versioned = { sort_order: 'integer not null', version: 'integer not null', retired: 'boolean not null' } as const;

/** Frozen in time: plain column names and types, no imports of today's table types. */
export const reflectionsMigrations: Record<string, Migration> = {
  '20261124_1200_reflections': tablesMigration(
    {
      reflection_categories: {
        columns: {
          category_id: 'text primary key',
          category_name: 'text not null',
          description: 'text not null',
          question_types: 'jsonb not null',
          ...versioned,
        },
      },
      catalogue_questions: {
        columns: {
          question_id: 'text primary key',
          question_type: 'text not null',
          category_id: 'text not null',
          question_name: 'text not null',
          question_prompt: 'text not null',
          definition: 'text not null',
          detailed_definition: 'jsonb not null',
          scale: 'jsonb not null',
          ...versioned,
        },
      },
      reflections: {
        columns: {
          reflection_id: 'text primary key',
          client_id: 'text not null',
          kind: 'text not null',
          system: 'boolean not null',
          origin: 'text not null',
          origin_id: 'text not null',
          template_name: 'text not null',
          assessment_type: 'text not null',
          name: 'text not null',
          description: 'text not null',
          question_count: 'integer not null',
          revision: 'integer not null',
          team_id: 'text',
          launch_date: 'timestamptz',
          due_date: 'timestamptz',
          admin_closed: 'boolean not null',
          closed_at: 'timestamptz',
          phase: 'text not null',
          due_soon: 'boolean not null',
          assigned_count: 'integer not null',
          finished_count: 'integer not null',
          sort_order: 'integer not null',
          ...auditColumns,
        },
        indexes: { reflections_client_kind_idx: ['client_id', 'kind', 'modified_on'] },
      },
      reflection_documents: {
        columns: {
          reflection_id: 'text primary key',
          client_id: 'text not null',
          instructions: 'text not null',
          sections: 'jsonb not null',
        },
      },
      reflection_assignees: {
        columns: {
          ...reflectionScopedColumns,
          user_id: 'uuid not null',
          team_role_id: 'text not null',
          observer: 'boolean not null',
          receiver: 'boolean not null',
          take_status: 'text not null',
        },
        primaryKey: ['reflection_id', 'user_id'],
        indexes: { reflection_assignees_user_idx: ['client_id', 'user_id'] },
      },
    },
    partialReflectionIndexes,
  ),
  '20261127_0900_reflection_confidentiality': {
    async up(db: Kysely<any>) {
      // how a published reflection's ratings are shown: OPEN (min_raters 1) or CONFIDENTIAL with N
      await addColumns(db, 'reflections', promiseColumns('confidentiality_mode', 'min_raters'));
    },
    async down(db: Kysely<any>) {
      await dropColumns(db, 'reflections', ['confidentiality_mode', 'min_raters']);
    },
  },
  '20261127_1230_reflection_draft_setup': {
    async up(db: Kysely<any>) {
      // a draft's General setup as saved (issue 29): team, dates, flagged members, promise, role
      await addColumns(db, 'reflection_documents', { setup: 'jsonb' });
    },
    async down(db: Kysely<any>) {
      await dropColumns(db, 'reflection_documents', ['setup']);
    },
  },
};

async function partialReflectionIndexes(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('reflections_team_idx')
    .on('reflections')
    .columns(['client_id', 'team_id'])
    .where(sql.ref('team_id'), 'is not', null)
    .execute();
  // the sweep's scan: published reflections whose phase can still change with time
  await db.schema
    .createIndex('reflections_open_phase_idx')
    .on('reflections')
    .columns(['phase'])
    .where(sql.ref('kind'), '=', 'PUBLISHED')
    .execute();
}
