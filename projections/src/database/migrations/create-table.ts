import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type Migration,
} from 'kysely';

/**
 * The one way a migration creates a table (read models here, the backend's own tables too). Migrations call it
 * forever, so what it emits is frozen: never change the SQL an existing spec produces; add an option instead.
 *
 * A column is `'<type>'` (nullable), `'<type> not null'`, `'<type> primary key'`, or an object for the rare
 * extras (a default, a unique value, a foreign key). Keys keep their order, which is the columns' order.
 */
const columnTypes = [
  'text',
  'uuid',
  'integer',
  'bigint',
  'bigserial',
  'boolean',
  'jsonb',
  'timestamptz',
  'date',
] as const;
export type ColumnType = (typeof columnTypes)[number];

/** A default computed by Postgres, spelled as the SQL it runs. */
export interface SqlDefault {
  sql: 'now()' | "'[]'::jsonb";
}

export type ColumnSpec =
  | ColumnType
  | `${ColumnType} not null`
  | `${ColumnType} primary key`
  | {
      type: ColumnType;
      notNull?: true;
      unique?: true;
      default?: string | number | SqlDefault;
      references?: { column: string; onDelete: 'cascade' };
    };

/** A table as a migration creates it. Keys keep their order, which is the columns' order. */
export interface TableDefinition {
  readonly columns: Readonly<Record<string, ColumnSpec>>;
  /** A composite primary key, named `<table>_pk`. */
  readonly primaryKey?: readonly string[];
  /** Plain b-tree indexes by name. */
  readonly indexes?: Readonly<Record<string, readonly string[]>>;
}

type DefineColumn = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** The columns that tie a row to a reflection within a client (the reflection read models' common head). */
export const reflectionScopedColumns = {
  reflection_id: 'text not null',
  client_id: 'text not null',
} as const satisfies Record<string, ColumnSpec>;

/** The audit columns of a row that people create and edit. */
export const auditColumns = {
  created_on: 'timestamptz not null',
  created_by: 'text',
  modified_on: 'timestamptz not null',
  modified_by: 'text',
} as const satisfies Record<string, ColumnSpec>;

/**
 * A migration that creates `tables` in the order given, then runs `then` (what a table definition does not say:
 * partial indexes, data); its down drops the tables in reverse order.
 */
export function tablesMigration(
  tables: Readonly<Record<string, TableDefinition>>,
  then?: (db: Kysely<any>) => Promise<void>,
): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const [table, definition] of Object.entries(tables)) await createTable(db, table, definition);
      if (then) await then(db);
    },
    async down(db: Kysely<any>) {
      for (const table of Object.keys(tables).reverse()) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}

export async function createTable(
  db: Kysely<any>,
  table: string,
  { columns, primaryKey, indexes = {} }: TableDefinition,
): Promise<void> {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
  for (const [name, spec] of Object.entries(columns)) builder = builder.addColumn(name, typeOf(spec), define(spec));
  if (primaryKey) builder = builder.addPrimaryKeyConstraint(`${table}_pk`, [...primaryKey]);
  await builder.execute();
  for (const [name, indexed] of Object.entries(indexes))
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...indexed])
      .execute();
}

/** Adds columns to an existing table, one statement each. */
export async function addColumns(
  db: Kysely<any>,
  table: string,
  columns: Readonly<Record<string, ColumnSpec>>,
): Promise<void> {
  for (const [name, spec] of Object.entries(columns))
    await db.schema.alterTable(table).addColumn(name, typeOf(spec), define(spec)).execute();
}

/** Drops columns from a table (a migration's way down). */
export async function dropColumns(db: Kysely<any>, table: string, columns: readonly string[]): Promise<void> {
  for (const name of columns) await db.schema.alterTable(table).dropColumn(name).execute();
}

/**
 * A confidentiality promise as two columns, its mode and its N: rows written before promises were chosen read as
 * Confidential with 3.
 */
export const promiseColumns = (mode: string, minRaters: string): Record<string, ColumnSpec> => ({
  [mode]: { type: 'text', notNull: true, default: 'CONFIDENTIAL' },
  [minRaters]: { type: 'integer', notNull: true, default: 3 },
});

function typeOf(spec: ColumnSpec): ColumnType {
  if (typeof spec === 'object') return spec.type;
  const type = columnTypes.find((t) => spec === t || spec.startsWith(`${t} `));
  if (!type) throw new Error(`unknown column type in '${spec}'`);
  return type;
}

function define(spec: ColumnSpec): DefineColumn {
  if (typeof spec === 'object') return (c) => extras(c, spec);
  if (spec.endsWith(' not null')) return (c) => c.notNull();
  if (spec.endsWith(' primary key')) return (c) => c.primaryKey();
  return (c) => c;
}

function extras(c: ColumnDefinitionBuilder, spec: Exclude<ColumnSpec, string>): ColumnDefinitionBuilder {
  let built = spec.notNull ? c.notNull() : c;
  if (spec.references) built = built.references(spec.references.column).onDelete(spec.references.onDelete);
  if (spec.unique) built = built.unique();
  if (spec.default !== undefined) built = built.defaultTo(defaultValue(spec.default));
  return built;
}

function defaultValue(value: string | number | SqlDefault): string | number | Expression<unknown> {
  return typeof value === 'object' ? sql.raw(value.sql) : value;
}
