import { Body, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Capability, SsoSettingsDto, SsoTestDto, type SsoSettingsView, type SsoTestView } from '@gc/contracts';
import { ApiResponse } from '@nestjs/swagger';
import { Acts, ApiController, Reads, Refuses, Writes } from '../../../http/openapi';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { DomainError } from '../../../shared/domain-error';
import { RequireCapability } from '../auth/authenticated-user';
import { Caller } from '../auth/caller';
import { requireClientInScope } from '../auth/current-client';
import { ConfigureSsoCommand, RemoveSsoCommand } from '../commands/configure-sso/configure-sso.handler';
import { discover, requireIssuerAllowed, SsoFailure } from './oidc';
import { SsoSettingsStore } from './sso-settings.store';
import { ssoSettingsSchema, ssoTestSchema } from './sso.responses';

/**
 * A client's single sign-on, set by its administrators on the client details screen (the current client only:
 * another client's id answers 404). The client secret is written, never read back.
 */
@ApiController('clients', 'clients')
export class SsoSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly reads: ReadYourWrites,
    private readonly store: SsoSettingsStore,
  ) {}

  @Reads(':id/sso', "The client's single sign-on settings (never the secret) and the redirect URI", ssoSettingsSchema)
  @RequireCapability(Capability.EditClientDetails)
  @Refuses({ 403: 'not an administrator of the client', 404: 'not the current client' })
  get(@Caller() caller: Caller, @Param('id') id: string): Promise<SsoSettingsView> {
    return this.store.view(requireClientInScope(caller.user, id));
  }

  @Writes(
    'PUT',
    ':id/sso',
    "Set the client's identity provider, domains, role for newcomers, SSO required",
    ssoSettingsSchema,
  )
  @RequireCapability(Capability.EditClientDetails)
  @Refuses({
    403: 'not an administrator of the client',
    404: 'not the current client',
    409: 'a domain of another client',
  })
  put(@Caller() caller: Caller, @Param('id') id: string, @Body() dto: SsoSettingsDto) {
    const clientId = requireClientInScope(caller.user, id);
    return this.reads.answerRead(new ConfigureSsoCommand(caller.context, clientId, dto), () =>
      this.store.view(clientId),
    );
  }

  @Writes('DELETE', ':id/sso', "Remove the client's single sign-on (password sign-in again)", ssoSettingsSchema)
  @RequireCapability(Capability.EditClientDetails)
  @Refuses({ 403: 'not an administrator of the client', 404: 'not the current client, or not set up' })
  remove(@Caller() caller: Caller, @Param('id') id: string) {
    const clientId = requireClientInScope(caller.user, id);
    return this.reads.answerRead(new RemoveSsoCommand(caller.context, clientId), () => this.store.view(clientId));
  }

  @Acts('POST', ':id/sso/test', 'The Test button: discovery of an issuer, and what it found', ssoTestSchema, 200)
  @RequireCapability(Capability.EditClientDetails)
  @Refuses({ 403: 'not an administrator of the client', 404: 'not the current client' })
  @ApiResponse({ status: 502, description: 'discovery failed: the message says why' })
  async test(@Caller() caller: Caller, @Param('id') id: string, @Body() dto: SsoTestDto): Promise<SsoTestView> {
    requireClientInScope(caller.user, id);
    requireIssuerAllowed(dto.issuer);
    try {
      return await discover(dto.issuer);
    } catch (error) {
      const detail = error instanceof SsoFailure ? error.detail : 'unknown error';
      throw new DomainError('bad_gateway', `Discovery at ${dto.issuer} failed: ${detail}`, 'DISCOVERY_FAILED');
    }
  }
}
