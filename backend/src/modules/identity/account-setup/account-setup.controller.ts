import { Body, Controller, Param, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ConfirmCodeDto, normalizeEmail, SendCodeDto } from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { Acts, Writes } from '../../../http/openapi';
import { Public } from '../../../http/public.decorator';
import { ReadYourWrites } from '../../../http/read-your-writes';
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
    private readonly reads: ReadYourWrites,
  ) {}

  @Public()
  @Acts(
    'POST',
    'sendcode',
    'Send a 6-digit SMS code to phone_number (set-up: with session; profile: bearer + data.phone_number)',
    {
      type: 'object',
      properties: {
        destination: { type: 'string', description: "masked: '+*******4567'" },
      },
    },
    200,
  )
  async sendCode(@Param('email') email: string, @Body() dto: SendCodeDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('sendcode', clientAddress(request), normalizeEmail(email));
    const caller = dto.session ? null : await this.signIn.optionalCaller(request.headers.authorization);
    return this.commands.execute(new SendPhoneCodeCommand(email, dto, caller));
  }

  @Public()
  @Writes(
    'POST',
    'confirmcode',
    "Confirm the SMS code (400 'SMS code is invalid.'; wrong codes count toward the lockout)",
    { type: 'object', properties: { verified: { type: 'boolean' } } },
    200,
  )
  async confirmCode(@Param('email') email: string, @Body() dto: ConfirmCodeDto, @Req() request: FastifyRequest) {
    await this.rateLimiter.hit('confirmcode', clientAddress(request), normalizeEmail(email));
    const caller = dto.session ? null : await this.signIn.optionalCaller(request.headers.authorization);
    const command = new ConfirmPhoneCodeCommand(requestContext(caller, request), email, dto, caller);
    return this.reads.answer(command, ({ verified }) => ({ verified }));
  }
}
