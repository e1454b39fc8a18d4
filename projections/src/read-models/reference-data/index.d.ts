export * from './industries.table';
export * from './stages.table';
export * from './organizations.table';
export * from './reference-data.migrations';
export * from './reference-data.projection';
