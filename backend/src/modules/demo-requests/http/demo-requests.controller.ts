import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { DemoRequestDto, RoleId, type DemoRequestView } from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../../http/client-address';
import { Public } from '../../../http/public.decorator';
import { forbidden } from '../../../shared/domain-error';
import { envelope } from '../../clients';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { DemoRequests } from '../demo-requests.service';

const demoRequestBody = {
  type: 'object' as const,
  required: ['fullname', 'email', 'company'],
  properties: {
    fullname: { type: 'string', maxLength: 200, description: "required ('This is a required field.')" },
    email: { type: 'string', format: 'email', description: "required, valid ('This is not a valid email address.')" },
    company: { type: 'string', maxLength: 200, description: "required ('This is a required field.')" },
    reason: { type: 'string', maxLength: 10000, description: 'optional' },
    website: { type: 'string', description: 'honeypot: leave empty (hidden in the form)' },
  },
};

const demoRequestSchema = {
  type: 'object' as const,
  properties: {
    demo_request_id: { type: 'string' },
    fullname: { type: 'string' },
    email: { type: 'string' },
    company: { type: 'string' },
    reason: { type: 'string', nullable: true },
    createdOn: { type: 'integer', description: 'epoch milliseconds' },
  },
};

@ApiTags('demo-requests')
@Controller('demo-requests')
export class DemoRequestsController {
  constructor(private readonly demoRequests: DemoRequests) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: "Request a demo (public): stores it, mails a confirmation and a notice; then the 'Thank You' page",
    description: 'Rate-limited per client address (429).',
  })
  @ApiBody({ schema: demoRequestBody })
  @ApiOkResponse({ schema: envelope({ type: 'object', properties: { received: { type: 'boolean' } } }) })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts. Please wait a moment and try again.' })
  async submit(@Req() request: FastifyRequest, @Body() body: DemoRequestDto): Promise<{ received: true }> {
    await this.demoRequests.submit(body, clientAddress(request));
    return { received: true };
  }

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Every demo request, newest first (Global Administrators only)' })
  @ApiOkResponse({ schema: envelope({ type: 'array', items: demoRequestSchema }) })
  @ApiForbiddenResponse({ description: 'Forbidden' })
  list(@CurrentUser() user: AuthenticatedUser): Promise<DemoRequestView[]> {
    if (user.role !== RoleId.GlobalAdministrator) throw forbidden();
    return this.demoRequests.list();
  }
}
