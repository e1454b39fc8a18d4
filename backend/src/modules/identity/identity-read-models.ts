/** The identity read models (tables, migration, projection) as the backend uses them. */
export * from '@gc/projections';
