import { AllowWithoutTerms } from '../auth/authenticated-user';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { withPosition } from '../../../http/envelope';
import { Public } from '../../../http/public.decorator';
import { clientAddress } from '../../../http/client-address';
import { requestContext } from '../../../http/request-context';
import { CurrentUser, type AuthenticatedUser } from '../auth/authenticated-user';
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

const TOKENS = 'tokens: { accessToken, refreshToken, expiresIn, user: { id, email, name, role, clientId } }';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign in with email and password', description: SIGN_IN_SEQUENCE })
  @ApiOkResponse({
    description: `${TOKENS}, or a challenge { challenge: 'NEW_PASSWORD_REQUIRED' | 'ACCOUNT_SETUP' | 'SMS_MFA', session, destination? (SMS_MFA), name? (ACCOUNT_SETUP: the name the administrator typed) }`,
  })
  async signInWithPassword(
    @Body() dto: SignInDto,
    @Req() request: FastifyRequest,
  ): Promise<TokensView | ChallengeView> {
    await this.rateLimiter.hit('sign-in', clientAddress(request), dto.email);
    return this.commands.execute(new SignInCommand(dto.email, dto.password, clientAddress(request)));
  }

  @Public()
  @Post('challenge')
  @HttpCode(200)
  @ApiOperation({ summary: 'Answer a sign-in challenge', description: SIGN_IN_SEQUENCE })
  @ApiOkResponse({ description: `${TOKENS}, or the next challenge` })
  async answer(@Body() dto: ChallengeAnswerDto, @Req() request: FastifyRequest): Promise<TokensView | ChallengeView> {
    // keyed by the challenge session: guessing codes for one sign-in is limited however many addresses it uses
    await this.rateLimiter.hit('challenge', clientAddress(request), dto.session);
    return this.commands.execute(new AnswerChallengeCommand(dto));
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Exchange a refresh token for a new pair (rotation; reuse revokes the session)' })
  @ApiOkResponse({ description: TOKENS })
  async refresh(@Body() dto: RefreshTokenDto, @Req() request: FastifyRequest): Promise<TokensView> {
    // per address and token (the limiter keys by a hash, never the token itself)
    await this.rateLimiter.hit('refresh', clientAddress(request), dto.refreshToken);
    return this.commands.execute(new RefreshSessionCommand(dto.refreshToken));
  }

  @AllowWithoutTerms()
  @Post('sign-out')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Sign out: ends every session of the caller (their access and refresh tokens stop working)',
  })
  async signOut(@CurrentUser() user: AuthenticatedUser) {
    return this.commands.execute(new SignOutCommand(user.userId));
  }

  @AllowWithoutTerms()
  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The caller: role in the current client, phone state, terms, clients they belong to' })
  @ApiOkResponse({
    description:
      '{ id, email, name, role, clientId, phone_number, phone_number_verified, alternate_email, terms_accepted, status, clients }',
  })
  me(@CurrentUser() user: AuthenticatedUser): Promise<MeView> {
    return this.queries.execute(new GetMeQuery(user));
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Forgot password: sends an SMS code to the verified phone ({ destination }, null when none)',
  })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('forgot-password', clientAddress(request), dto.email);
    return this.commands.execute(new StartPasswordResetCommand(dto.email));
  }

  @Public()
  @Post('forgot-password/confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Forgot password: the SMS code and the new password; ends every session' })
  async confirmForgotPassword(@Body() dto: ConfirmForgotPasswordDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('forgot-password', clientAddress(request), dto.email);
    const { message, position } = await this.commands.execute(
      new ConfirmPasswordResetCommand(
        requestContext(null, request),
        dto.email,
        dto.code,
        dto.newPassword,
        clientAddress(request),
      ),
    );
    return withPosition({ message }, position);
  }

  @Post('change-password')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: "Change password (current, new, confirmation); the caller's other sessions end" })
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ChangePasswordDto,
    @Req() request: FastifyRequest,
  ) {
    const { message, position } = await this.commands.execute(
      new ChangePasswordCommand(requestContext(user, request), user, dto, clientAddress(request)),
    );
    return withPosition({ message }, position);
  }

  @AllowWithoutTerms()
  @Post('terms/accept')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Accept the Terms & Conditions and Privacy Policy' })
  async acceptTerms(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest) {
    const result = await this.commands.execute(new AcceptTermsCommand(requestContext(user, request), user.userId));
    return withPosition({ terms_accepted: true }, result.position);
  }

  @AllowWithoutTerms()
  @Post('terms/decline')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiBody({ required: false, schema: { type: 'object' } })
  @ApiOperation({
    summary: "Decline the terms: signs the user out ('Error: Logged out. User must accept Terms & Conditions')",
  })
  async declineTerms(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest) {
    const result = await this.commands.execute(new DeclineTermsCommand(requestContext(user, request), user.userId));
    return withPosition({ terms_accepted: false, message: IdentityMessages.termsDeclined }, result.position);
  }
}
