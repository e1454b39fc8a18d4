// The identity module's public API: other modules, the entry points and tests import it from here only
// (eslint: no-restricted-imports in eslint.config.mjs).
export { JwtAuthGuard } from './auth/auth.guard';
export { CurrentUser, RequireCapability, assertCapability, refuseInSsoSession } from './auth/authenticated-user';
export type { AuthenticatedUser } from './auth/authenticated-user';
export { Caller } from './auth/caller';
export { currentClientOf, requireClientInScope } from './auth/current-client';
export { TokenService } from './auth/token.service';
export { createFirstAdministrator } from './bootstrap/first-administrator.bootstrap';
export { GrantClientRoleCommand } from './commands/grant-client-role/grant-client-role.handler';
export { USER_EXISTS_MESSAGE } from './commands/invite-user/invite-user';
export { InviteUserCommand, InviteUserHandler } from './commands/invite-user/invite-user.handler';
export { decideUser, initialUserState, userDecider } from './domain/user.decider';
export type { UserCommand, UserState } from './domain/user.decider';
export { IDENTITY_CONFIG, loadIdentityConfig } from './identity-config';
export type { IdentityConfig } from './identity-config';
export type { IdentityReadModels } from './identity-read-models';
export { identityMigrations } from './identity.migrations';
export { IdentityModule } from './identity.module';
export type { IdentityDatabase, PersonalDataTable } from './identity.tables';
export { Lockout } from './shared/lockout.service';
export { UserAccounts } from './shared/user-accounts.service';
export type { PersonLookup } from './shared/user-accounts.service';
export { SignInService, storePasswordHash } from './sign-in/sign-in.service';
export { hashPassword } from './auth/password-hasher';
