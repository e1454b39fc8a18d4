import { sql, type Kysely, type Migration } from 'kysely';

/** Frozen in time: plain column names and types, no imports of today's table types. */
export const reflectionsMigrations: Record<string, Migration> = {
  '20261124_1200_reflections': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('reflection_categories')
        .addColumn('category_id', 'text', (c) => c.primaryKey())
        .addColumn('category_name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('question_types', 'jsonb', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('retired', 'boolean', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('catalogue_questions')
        .addColumn('question_id', 'text', (c) => c.primaryKey())
        .addColumn('question_type', 'text', (c) => c.notNull())
        .addColumn('category_id', 'text', (c) => c.notNull())
        .addColumn('question_name', 'text', (c) => c.notNull())
        .addColumn('question_prompt', 'text', (c) => c.notNull())
        .addColumn('definition', 'text', (c) => c.notNull())
        .addColumn('detailed_definition', 'jsonb', (c) => c.notNull())
        .addColumn('scale', 'jsonb', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('retired', 'boolean', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('reflections')
        .addColumn('reflection_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('system', 'boolean', (c) => c.notNull())
        .addColumn('origin', 'text', (c) => c.notNull())
        .addColumn('origin_id', 'text', (c) => c.notNull())
        .addColumn('template_name', 'text', (c) => c.notNull())
        .addColumn('assessment_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('question_count', 'integer', (c) => c.notNull())
        .addColumn('revision', 'integer', (c) => c.notNull())
        .addColumn('team_id', 'text')
        .addColumn('launch_date', 'timestamptz')
        .addColumn('due_date', 'timestamptz')
        .addColumn('admin_closed', 'boolean', (c) => c.notNull())
        .addColumn('closed_at', 'timestamptz')
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('due_soon', 'boolean', (c) => c.notNull())
        .addColumn('assigned_count', 'integer', (c) => c.notNull())
        .addColumn('finished_count', 'integer', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('created_on', 'timestamptz', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('modified_on', 'timestamptz', (c) => c.notNull())
        .addColumn('modified_by', 'text')
        .execute();
      await db.schema
        .createIndex('reflections_client_kind_idx')
        .on('reflections')
        .columns(['client_id', 'kind', 'modified_on'])
        .execute();
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

      await db.schema
        .createTable('reflection_documents')
        .addColumn('reflection_id', 'text', (c) => c.primaryKey())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('instructions', 'text', (c) => c.notNull())
        .addColumn('sections', 'jsonb', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('reflection_assignees')
        .addColumn('reflection_id', 'text', (c) => c.notNull())
        .addColumn('client_id', 'text', (c) => c.notNull())
        .addColumn('user_id', 'uuid', (c) => c.notNull())
        .addColumn('team_role_id', 'text', (c) => c.notNull())
        .addColumn('observer', 'boolean', (c) => c.notNull())
        .addColumn('receiver', 'boolean', (c) => c.notNull())
        .addColumn('take_status', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('reflection_assignees_pk', ['reflection_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('reflection_assignees_user_idx')
        .on('reflection_assignees')
        .columns(['client_id', 'user_id'])
        .execute();
    },
    async down(db: Kysely<any>) {
      for (const table of [
        'reflection_assignees',
        'reflection_documents',
        'reflections',
        'catalogue_questions',
        'reflection_categories',
      ])
        await db.schema.dropTable(table).ifExists().execute();
    },
  },
  '20261127_0900_reflection_confidentiality': {
    async up(db: Kysely<any>) {
      // how a published reflection's ratings are shown: OPEN (min_raters 1) or CONFIDENTIAL with N
      await db.schema
        .alterTable('reflections')
        .addColumn('confidentiality_mode', 'text', (c) => c.notNull().defaultTo('CONFIDENTIAL'))
        .addColumn('min_raters', 'integer', (c) => c.notNull().defaultTo(3))
        .execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('reflections').dropColumn('confidentiality_mode').dropColumn('min_raters').execute();
    },
  },
  '20261127_1230_reflection_draft_setup': {
    async up(db: Kysely<any>) {
      // a draft's General setup as saved (issue 29): team, dates, flagged members, promise, role
      await db.schema.alterTable('reflection_documents').addColumn('setup', 'jsonb').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.alterTable('reflection_documents').dropColumn('setup').execute();
    },
  },
};
