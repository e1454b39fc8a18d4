import { Body, Controller, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { DemoRequestDto, RoleId, type DemoRequestView } from '@gc/contracts';
import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../../http/client-address';
import { Acts, fields, FLAG, listOf, MAYBE_TEXT, Reads, Refuses, TEXT, type SchemaObject } from '../../../http/openapi';
import { Public } from '../../../http/public.decorator';
import { forbidden } from '../../../shared/domain-error';
import { Caller } from '../../identity';
import { DemoRequests } from '../demo-requests.service';

const demoRequestSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...fields(TEXT, 'demo_request_id', 'fullname', 'email', 'company'),
    reason: MAYBE_TEXT,
    createdOn: { type: 'integer', description: 'epoch milliseconds' },
  },
};

@ApiTags('demo-requests')
@Controller('demo-requests')
export class DemoRequestsController {
  constructor(private readonly demoRequests: DemoRequests) {}

  @Acts(
    'POST',
    '',
    {
      summary: "Request a demo (public): stores it, mails a confirmation and a notice; then the 'Thank You' page",
      description: 'Rate-limited per client address (429).',
    },
    { type: 'object', properties: { received: FLAG } },
    200,
  )
  @Public()
  @Refuses({ 429: 'Too many attempts. Please wait a moment and try again.' })
  async submit(@Req() request: FastifyRequest, @Body() body: DemoRequestDto): Promise<{ received: true }> {
    await this.demoRequests.submit(body, clientAddress(request));
    return { received: true };
  }

  @Reads('', 'Every demo request, newest first (Global Administrators only)', listOf(demoRequestSchema))
  @ApiBearerAuth()
  @Refuses({ 403: 'Forbidden' })
  list(@Caller() caller: Caller): Promise<DemoRequestView[]> {
    if (caller.user.role !== RoleId.GlobalAdministrator) throw forbidden();
    return this.demoRequests.list();
  }
}
