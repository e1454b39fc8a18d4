import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConfirmCodeDto, normalizeEmail, SendCodeDto } from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { withPosition } from '../../../http/envelope';
import { Public } from '../../../http/public.decorator';
import { RateLimiter } from '../shared/rate-limiter';
import { SignInService } from '../sign-in/sign-in.service';
import { clientAddress } from '../../../http/client-address';
import { requestContext } from '../../../http/request-context';
import { ConfirmPhoneCodeCommand } from '../commands/phone-code/confirm-phone-code.handler';
import { SendPhoneCodeCommand } from '../commands/phone-code/send-phone-code.handler';

/**
 * The spec's sendcode / confirmcode calls. Public (no bearer needed): during account set-up they carry the
 * challenge `session`; from the profile they carry the caller's bearer token instead.
 */
@ApiTags('auth')
@Controller('users/:email')
export class AccountSetupController {
  constructor(
    private readonly commands: CommandBus,
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
    await this.rateLimiter.hit('sendcode', clientAddress(request), normalizeEmail(email));
    const caller = dto.session ? null : await this.signIn.optionalCaller(request.headers.authorization);
    return this.commands.execute(new SendPhoneCodeCommand(email, dto, caller));
  }

  @Public()
  @Post('confirmcode')
  @HttpCode(200)
  @ApiOperation({ summary: "Confirm the SMS code (400 'SMS code is invalid.'; wrong codes count toward the lockout)" })
  @ApiOkResponse({ description: '{ verified: true }' })
  async confirmCode(@Param('email') email: string, @Body() dto: ConfirmCodeDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('confirmcode', clientAddress(request), normalizeEmail(email));
    const caller = dto.session ? null : await this.signIn.optionalCaller(request.headers.authorization);
    const { verified, position } = await this.commands.execute(
      new ConfirmPhoneCodeCommand(requestContext(caller, request), email, dto, caller),
    );
    return withPosition({ verified }, position);
  }
}
