import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConfirmCodeDto, normalizeEmail, SendCodeDto } from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { withPosition } from '../../../http/envelope';
import { Public } from '../../../http/public.decorator';
import { RateLimiter } from '../shared/rate-limiter';
import { SignInService } from '../sign-in/sign-in.service';
import { AccountService } from './account.service';

/**
 * The spec's sendcode / confirmcode calls. Public (no bearer needed): during account set-up they carry the
 * challenge `session`; from the profile they carry the caller's bearer token instead.
 */
@ApiTags('auth')
@Controller('users/:email')
export class AccountSetupController {
  constructor(
    private readonly account: AccountService,
    private readonly signIn: SignInService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  @Public()
  @Post('sendcode')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a 6-digit SMS code to phone_number (set-up: with session; profile: bearer + data.phone_number)',
  })
  @ApiOkResponse({ description: "{ destination: '+*******4567' }" })
  async sendCode(@Param('email') email: string, @Body() dto: SendCodeDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('sendcode', request.ip ?? 'unknown', normalizeEmail(email));
    const caller = dto.session ? null : await this.signIn.optionalCaller(request.headers.authorization);
    return this.account.sendCode(email, dto, caller);
  }

  @Public()
  @Post('confirmcode')
  @HttpCode(200)
  @ApiOperation({ summary: "Confirm the SMS code (400 'SMS code is invalid.'; wrong codes count toward the lockout)" })
  @ApiOkResponse({ description: '{ verified: true }' })
  async confirmCode(@Param('email') email: string, @Body() dto: ConfirmCodeDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('confirmcode', request.ip ?? 'unknown', normalizeEmail(email));
    const caller = dto.session ? null : await this.signIn.optionalCaller(request.headers.authorization);
    const { verified, position } = await this.account.confirmCode(email, dto, caller);
    return withPosition({ verified }, position);
  }
}
