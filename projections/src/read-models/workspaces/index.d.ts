export * from './clients.table';
export * from './team-roles.table';
export * from './teams.table';
export * from './team-members.table';
export * from './workspaces.tables';
export * from './workspaces.migrations';
export * from './clients.projection';
export * from './teams.projection';
