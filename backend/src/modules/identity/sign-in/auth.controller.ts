import { AllowWithoutTerms, refuseInSsoSession } from '../auth/authenticated-user';
import { Body, Controller, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import {
  ChallengeAnswerDto,
  ChangePasswordDto,
  ConfirmForgotPasswordDto,
  ForgotPasswordDto,
  IdentityMessages,
  RefreshTokenDto,
  SignInDto,
  type ChallengeView,
  type MeView,
  type TokensView,
} from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../../http/client-address';
import { Acts, Reads, Writes } from '../../../http/openapi';
import { Public } from '../../../http/public.decorator';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { requestContext } from '../../../http/request-context';
import { Caller } from '../auth/caller';
import { AcceptTermsCommand } from '../commands/accept-terms/accept-terms.handler';
import { ChangePasswordCommand } from '../commands/change-password/change-password.handler';
import { DeclineTermsCommand } from '../commands/decline-terms/decline-terms.handler';
import { ConfirmPasswordResetCommand } from '../commands/reset-forgotten-password/confirm-password-reset.handler';
import { StartPasswordResetCommand } from '../commands/reset-forgotten-password/start-password-reset.handler';
import {
  AnswerChallengeCommand,
  RefreshSessionCommand,
  SignInCommand,
  SignOutCommand,
} from '../commands/sign-in/sign-in.commands';
import { GetMeQuery } from '../queries/me.query';
import { RateLimiter } from '../shared/rate-limiter';
import { meSchema, messageSchema, signInSchema, termsSchema, tokensSchema } from './auth.responses';

export const SIGN_IN_SEQUENCE = `**Signing in with plain HTTP** (every answer is wrapped as \`{ responseObj }\`):

1. \`POST /api/auth/sign-in { email, password }\` (whitespace is stripped). The answer is either tokens
   \`{ accessToken, refreshToken, expiresIn, user: { id, email, name, role, clientId } }\` or a challenge
   \`{ challenge, session, destination? }\`.
2. Answer the challenge with \`POST /api/auth/challenge { session, challenge, ... }\`:
   - \`ACCOUNT_SETUP\` (first login with the emailed temporary password; the challenge carries \`name\` when the
     administrator typed one, to start the 'Welcome!' form with): first
     \`POST /api/users/{email}/sendcode { session, phone_number }\` sends a 6-digit SMS code (valid 10 minutes),
     \`POST /api/users/{email}/confirmcode { session, code, phone_number }\` confirms it; then
     \`POST /api/auth/challenge { session, challenge: 'ACCOUNT_SETUP', name, password, confirm_password,
     phone_number, alternate_email?, terms_accepted: true }\` answers tokens.
   - \`NEW_PASSWORD_REQUIRED\` (temporary password after an administrator reset): \`{ session, challenge, newPassword }\`
     answers the next challenge (SMS_MFA).
   - \`SMS_MFA\` (every later sign-in; \`destination\` shows where the code went): \`{ session, challenge, code }\`
     answers tokens.
3. Send \`Authorization: Bearer <accessToken>\` on every call. The access token lives 15 minutes; exchange the
   refresh token at \`POST /api/auth/refresh { refreshToken }\` for a new pair (the old refresh token is spent:
   presenting it again revokes the whole session).
4. \`POST /api/auth/sign-out\` ends every session of the user.

Failures: 401 'Incorrect username or password.' (wrong password or unknown email, the same answer);
401 'User is disabled.' only after the right password, for a deleted account or one suspended by 5 wrong SMS codes
(reset details are emailed); 400 'SMS code is invalid.'; 429 'Too many attempts. Please wait a moment and try
again.' while an email is in its back-off (after 5 wrong passwords from one address or 20 from anywhere, a window of
1 s that doubles with each further failure, at most 15 minutes; existing sessions are untouched), and when
sign-in, sendcode, confirmcode or forgot-password are called too often.`;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimiter: RateLimiter,
    private readonly reads: ReadYourWrites,
  ) {}

  @Public()
  @Acts(
    'POST',
    'sign-in',
    {
      summary: 'Sign in with email and password',
      description: SIGN_IN_SEQUENCE,
    },
    signInSchema,
    200,
  )
  async signInWithPassword(
    @Body() dto: SignInDto,
    @Req() request: FastifyRequest,
  ): Promise<TokensView | ChallengeView> {
    await this.rateLimiter.hit('sign-in', clientAddress(request), dto.email);
    return this.commands.execute(new SignInCommand(dto.email, dto.password, clientAddress(request)));
  }

  @Public()
  @Acts(
    'POST',
    'challenge',
    { summary: 'Answer a sign-in challenge', description: SIGN_IN_SEQUENCE },
    signInSchema,
    200,
  )
  async answer(@Body() dto: ChallengeAnswerDto, @Req() request: FastifyRequest): Promise<TokensView | ChallengeView> {
    // keyed by the challenge session: guessing codes for one sign-in is limited however many addresses it uses
    await this.rateLimiter.hit('challenge', clientAddress(request), dto.session);
    return this.commands.execute(new AnswerChallengeCommand(dto));
  }

  @Public()
  @Acts(
    'POST',
    'refresh',
    'Exchange a refresh token for a new pair (rotation; reuse revokes the session)',
    tokensSchema,
    200,
  )
  async refresh(@Body() dto: RefreshTokenDto, @Req() request: FastifyRequest): Promise<TokensView> {
    // per address and token (the limiter keys by a hash, never the token itself)
    await this.rateLimiter.hit('refresh', clientAddress(request), dto.refreshToken);
    return this.commands.execute(new RefreshSessionCommand(dto.refreshToken));
  }

  @AllowWithoutTerms()
  @Acts(
    'POST',
    'sign-out',
    'Sign out: ends every session of the caller (their access and refresh tokens stop working)',
    {
      type: 'object',
      properties: {
        signedOut: { type: 'boolean', enum: [true] },
        logout_url: { type: 'string', description: "a session from a client's provider: where to end its session too" },
      },
    },
    200,
  )
  @ApiBearerAuth()
  async signOut(@Caller() caller: Caller) {
    return this.commands.execute(new SignOutCommand(caller.user.userId, caller.user.sessionId));
  }

  @AllowWithoutTerms()
  @Reads('me', 'The caller: role in the current client, phone state, terms, clients they belong to', meSchema)
  @ApiBearerAuth()
  me(@Caller() caller: Caller): Promise<MeView> {
    return this.queries.execute(new GetMeQuery(caller.user));
  }

  @Public()
  @Acts(
    'POST',
    'forgot-password',
    'Forgot password: sends an SMS code to the verified phone ({ destination }, null when none)',
    {
      type: 'object',
      properties: { destination: { type: 'string', nullable: true } },
    },
    200,
  )
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('forgot-password', clientAddress(request), dto.email);
    return this.commands.execute(new StartPasswordResetCommand(dto.email));
  }

  @Public()
  @Writes(
    'POST',
    'forgot-password/confirm',
    'Forgot password: the SMS code and the new password; ends every session',
    messageSchema,
    200,
  )
  async confirmForgotPassword(@Body() dto: ConfirmForgotPasswordDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('forgot-password', clientAddress(request), dto.email);
    const { email, code, newPassword } = dto;
    const context = requestContext(null, request);
    const command = new ConfirmPasswordResetCommand(context, email, code, newPassword, clientAddress(request));
    return this.reads.answer(command, ({ message }) => ({ message }));
  }

  @Writes(
    'POST',
    'change-password',
    "Change password (current, new, confirmation); the caller's other sessions end",
    messageSchema,
    200,
  )
  @ApiBearerAuth()
  changePassword(@Caller() caller: Caller, @Body() dto: ChangePasswordDto, @Req() request: FastifyRequest) {
    refuseInSsoSession(caller.user);
    const command = new ChangePasswordCommand(caller.context, caller.user, dto, clientAddress(request));
    return this.reads.answer(command, ({ message }) => ({ message }));
  }

  @AllowWithoutTerms()
  @Writes('POST', 'terms/accept', 'Accept the Terms & Conditions and Privacy Policy', termsSchema, 200)
  @ApiBearerAuth()
  acceptTerms(@Caller() caller: Caller) {
    const command = new AcceptTermsCommand(caller.context, caller.user.userId);
    return this.reads.answer(command, () => ({ terms_accepted: true }));
  }

  @AllowWithoutTerms()
  @Writes(
    'POST',
    'terms/decline',
    "Decline the terms: signs the user out ('Error: Logged out. User must accept Terms & Conditions')",
    termsSchema,
    200,
  )
  @ApiBearerAuth()
  @ApiBody({ required: false, schema: { type: 'object' } })
  declineTerms(@Caller() caller: Caller) {
    const command = new DeclineTermsCommand(caller.context, caller.user.userId);
    return this.reads.answer(command, () => ({
      terms_accepted: false,
      message: IdentityMessages.termsDeclined,
    }));
  }
}
