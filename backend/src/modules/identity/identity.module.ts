import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { smsProviderFrom } from '../../config/app-config';
import { MailModule } from '../../infrastructure/mail/mail.module';
import { SmsModule } from '../../infrastructure/sms/sms.module';
import { AccountSetupController } from './account-setup/account-setup.controller';
import { JwtAuthGuard } from './auth/auth.guard';
import { AccessTokens } from './auth/access-tokens';
import { JwtStrategy } from './auth/jwt.strategy';
import { TokenService } from './auth/token.service';
import { GrantClientRoleHandler } from './commands/grant-client-role/grant-client-role.handler';
import { InviteUserHandler } from './commands/invite-user/invite-user.handler';
import { DevOutboxController } from './dev-outbox/dev-outbox.controller';
import { IDENTITY_CONFIG, loadIdentityConfig } from './identity-config';
import { FailureBackoff } from './shared/failure-backoff.service';
import { Lockout } from './shared/lockout.service';
import { RateLimiter } from './shared/rate-limiter';
import { UserAccounts } from './shared/user-accounts.service';
import { VerificationCodes } from './shared/verification-codes.service';
import { AuthController } from './sign-in/auth.controller';
import { ChallengeSessions } from './sign-in/challenge-sessions';
import { SignInService } from './sign-in/sign-in.service';
import { AcceptTermsHandler } from './commands/accept-terms/accept-terms.handler';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler';
import { DeclineTermsHandler } from './commands/decline-terms/decline-terms.handler';
import { ConfirmPhoneCodeHandler } from './commands/phone-code/confirm-phone-code.handler';
import { SendPhoneCodeHandler } from './commands/phone-code/send-phone-code.handler';
import { ConfirmPasswordResetHandler } from './commands/reset-forgotten-password/confirm-password-reset.handler';
import { StartPasswordResetHandler } from './commands/reset-forgotten-password/start-password-reset.handler';
import {
  AnswerChallengeHandler,
  RefreshSessionHandler,
  SignInHandler,
  SignOutHandler,
} from './commands/sign-in/sign-in.commands';
import { GetMeHandler } from './queries/me.query';
import { ConfigureSsoHandler, RemoveSsoHandler } from './commands/configure-sso/configure-sso.handler';
import { OidcConfigurations } from './sso/oidc';
import { SsoController } from './sso/sso.controller';
import { SsoFlows } from './sso/sso-flows';
import { SsoSettingsController } from './sso/sso-settings.controller';
import { SsoSettingsStore } from './sso/sso-settings.store';
import { SsoSignInService } from './sso/sso-sign-in.service';

// The dev outbox exposes every SMS code: its route exists only with the development transport, never in production,
// and even then answers only callers on this machine (http/local-only.ts).
const devControllers =
  process.env.NODE_ENV !== 'production' && smsProviderFrom(process.env) === 'dev' ? [DevOutboxController] : [];

/**
 * Who a person is and what they may do: sign-in with challenges, tokens, the global auth guard, account set-up,
 * phone codes, back-off, lockout and rate limits. Exports what the users module and others build on.
 */
@Module({
  imports: [CqrsModule, PassportModule, JwtModule.register({}), MailModule, SmsModule],
  controllers: [AuthController, AccountSetupController, SsoController, SsoSettingsController, ...devControllers],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() },
    JwtAuthGuard,
    AccessTokens,
    JwtStrategy,
    TokenService,
    UserAccounts,
    RateLimiter,
    FailureBackoff,
    Lockout,
    VerificationCodes,
    ChallengeSessions,
    SignInService,
    AcceptTermsHandler,
    DeclineTermsHandler,
    ChangePasswordHandler,
    StartPasswordResetHandler,
    ConfirmPasswordResetHandler,
    SendPhoneCodeHandler,
    ConfirmPhoneCodeHandler,
    SignInHandler,
    AnswerChallengeHandler,
    RefreshSessionHandler,
    SignOutHandler,
    GetMeHandler,
    InviteUserHandler,
    GrantClientRoleHandler,
    SsoSettingsStore,
    OidcConfigurations,
    SsoFlows,
    SsoSignInService,
    ConfigureSsoHandler,
    RemoveSsoHandler,
  ],
  exports: [
    IDENTITY_CONFIG,
    // run by the api's global guard (EdgeGuard), first
    JwtAuthGuard,
    TokenService,
    UserAccounts,
    Lockout,
    SignInService,
    InviteUserHandler,
    MailModule,
    SmsModule,
  ],
})
export class IdentityModule {}
