export * from './user-accounts.table';
export * from './user-client-roles.table';
export * from './identity.migrations';
export * from './identity-users.projection';
