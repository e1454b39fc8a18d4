import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ChallengeAnswerDto, ChallengeView, SignOutView, TokensView } from '@gc/contracts';
import { TokenService } from '../../auth/token.service';
import { SignInService } from '../../sign-in/sign-in.service';
import { SsoSignInService } from '../../sso/sso-sign-in.service';

// The sign-in steps are commands like every other write. Their logic is one state machine (password -> challenges
// -> tokens) shared by the steps, so it stays in SignInService and these handlers only route to it.

/** POST /auth/sign-in: tokens, or the next challenge. */
export class SignInCommand extends Command<TokensView | ChallengeView> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** the client address, for the back-off */
    readonly source: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand> {
  constructor(private readonly signIn: SignInService) {}

  execute({ email, password, source }: SignInCommand) {
    return this.signIn.signIn(email, password, source);
  }
}

/** POST /auth/challenge: the answer to ACCOUNT_SETUP, NEW_PASSWORD_REQUIRED or SMS_MFA. */
export class AnswerChallengeCommand extends Command<TokensView | ChallengeView> {
  constructor(readonly dto: ChallengeAnswerDto) {
    super();
  }
}

@Injectable()
@CommandHandler(AnswerChallengeCommand)
export class AnswerChallengeHandler implements ICommandHandler<AnswerChallengeCommand> {
  constructor(private readonly signIn: SignInService) {}

  execute({ dto }: AnswerChallengeCommand) {
    return this.signIn.answer(dto);
  }
}

/** POST /auth/refresh: a new token pair for a refresh token (rotation; reuse revokes the session). */
export class RefreshSessionCommand extends Command<TokensView> {
  constructor(readonly refreshToken: string) {
    super();
  }
}

@Injectable()
@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  constructor(private readonly signIn: SignInService) {}

  execute({ refreshToken }: RefreshSessionCommand) {
    return this.signIn.refresh(refreshToken);
  }
}

/**
 * POST /auth/sign-out: every session of the caller ends. A session that came from a client's provider also answers
 * where to end the provider's session (`logout_url`), when the provider offers that.
 */
export class SignOutCommand extends Command<SignOutView> {
  constructor(
    readonly userId: string,
    readonly sessionId: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SignOutCommand)
export class SignOutHandler implements ICommandHandler<SignOutCommand> {
  constructor(
    private readonly tokens: TokenService,
    private readonly sso: SsoSignInService,
  ) {}

  async execute({ userId, sessionId }: SignOutCommand): Promise<SignOutView> {
    const logoutUrl = await this.sso.logoutUrl(sessionId);
    await this.tokens.revokeAllSessions(userId);
    return logoutUrl ? { signedOut: true, logout_url: logoutUrl } : { signedOut: true };
  }
}
