/** The workspaces and reference-data read models as the backend uses them. */
export * from '@gc/projections';
