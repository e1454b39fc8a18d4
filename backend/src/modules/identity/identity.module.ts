import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { smsProviderFrom } from '../../config/app-config';
import { MailModule } from '../../infrastructure/mail/mail.module';
import { SmsModule } from '../../infrastructure/sms/sms.module';
import { AccountSetupController } from './account-setup/account-setup.controller';
import { AccountService } from './account-setup/account.service';
import { JwtAuthGuard } from './auth/auth.guard';
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
  controllers: [AuthController, AccountSetupController, ...devControllers],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: () => loadIdentityConfig() },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    JwtStrategy,
    TokenService,
    UserAccounts,
    RateLimiter,
    FailureBackoff,
    Lockout,
    VerificationCodes,
    ChallengeSessions,
    SignInService,
    AccountService,
    InviteUserHandler,
    GrantClientRoleHandler,
  ],
  exports: [
    IDENTITY_CONFIG,
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
