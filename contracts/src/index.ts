// Decorator metadata (class-transformer) must exist before any DTO class is defined, in Node and in the browser.
import 'reflect-metadata';

export * from './events/envelope';
export * from './shared/assert-never';
export * from './shared/text';
export * from './access/roles';
export * from './reference-data/reference-data.events';
export * from './reference-data/reference-data.catalog';
export * from './shell/navigation';
export * from './workspaces/workspace-rules';
export * from './workspaces/workspace-validators';
export * from './workspaces/client.events';
export * from './workspaces/team.events';
export * from './workspaces/client.dto';
export * from './workspaces/team-role.dto';
export * from './workspaces/team.dto';
export * from './workspaces/team-member.dto';
export * from './workspaces/workspaces.views';
export * from './identity/user.events';
export * from './identity/identity.rules';
export * from './identity/breached-passwords';
export * from './identity/identity-validators';
export * from './identity/sign-in.dto';
export * from './identity/account-setup.dto';
export * from './identity/users.dto';
export * from './identity/identity.views';
export * from './identity/csv-import';
export * from './reflections';
