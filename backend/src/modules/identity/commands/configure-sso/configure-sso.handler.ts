import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ssoStream, SsoMessages, type SsoEvent, type SsoSettingsDto } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { conflict } from '../../../../shared/domain-error';
import { ssoDecider } from '../../domain/sso.decider';
import { seal } from '../../sso/sso-secrets';
import { CLIENT_SECRET_PURPOSE, SsoSettingsStore } from '../../sso/sso-settings.store';
import { OidcConfigurations, requireIssuerAllowed } from '../../sso/oidc';

/** PUT /clients/{id}/sso: the client's provider, domains, role for newcomers and whether SSO is required. */
export class ConfigureSsoCommand extends Command<CommandResult<SsoEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly settings: SsoSettingsDto,
  ) {
    super();
  }
}

/** DELETE /clients/{id}/sso: people of the client sign in with their password again. */
export class RemoveSsoCommand extends Command<CommandResult<SsoEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
  ) {
    super();
  }
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * The settings row (the secret sealed under SSO_SECRET_KEY) and the domains are written in a transaction that
 * commits only once the fact is appended; the fact carries no secret, only that a new one was saved. A domain
 * another client's provider already vouches for is refused (409): a domain finds exactly one client.
 */
@Injectable()
@CommandHandler(ConfigureSsoCommand)
export class ConfigureSsoHandler implements ICommandHandler<ConfigureSsoCommand, CommandResult<SsoEvent>> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly store: SsoSettingsStore,
    private readonly providers: OidcConfigurations,
  ) {}

  async execute({ context, clientId, settings }: ConfigureSsoCommand): Promise<CommandResult<SsoEvent>> {
    requireIssuerAllowed(settings.issuer);
    const saved = await this.store.find(clientId);
    const secret = settings.client_secret;
    const now = context.now;
    try {
      const result = await this.store.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('sso_settings')
          .values({
            client_id: clientId,
            issuer: settings.issuer,
            oidc_client_id: settings.oidc_client_id,
            secret_ciphertext: secret
              ? seal(this.store.key, secret, CLIENT_SECRET_PURPOSE)
              : (saved?.secretCiphertext ?? ''),
            domains: JSON.stringify(settings.domains),
            role: settings.role,
            required: settings.required,
            sms_after_sso: settings.sms_after_sso,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc.column('client_id').doUpdateSet((eb) => ({
              issuer: eb.ref('excluded.issuer'),
              oidc_client_id: eb.ref('excluded.oidc_client_id'),
              secret_ciphertext: eb.ref('excluded.secret_ciphertext'),
              domains: eb.ref('excluded.domains'),
              role: eb.ref('excluded.role'),
              required: eb.ref('excluded.required'),
              sms_after_sso: eb.ref('excluded.sms_after_sso'),
              updated_at: eb.ref('excluded.updated_at'),
            })),
          )
          .execute();
        await trx.deleteFrom('sso_domains').where('client_id', '=', clientId).execute();
        await trx
          .insertInto('sso_domains')
          .values(settings.domains.map((domain) => ({ domain, client_id: clientId })))
          .execute();
        return this.aggregates.handle(
          ssoStream(clientId),
          ssoDecider,
          {
            type: 'ConfigureSso',
            clientId,
            issuer: settings.issuer,
            oidcClientId: settings.oidc_client_id,
            domains: settings.domains,
            role: settings.role,
            required: settings.required,
            smsAfterSso: settings.sms_after_sso,
            secretReplaced: Boolean(secret),
          },
          context,
        );
      });
      if (saved) this.providers.forget(saved.issuer);
      // from now on their password is refused: so are the sessions it gave them
      if (settings.required) await this.store.endPasswordSessions(clientId, settings.domains, now);
      return result;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SsoMessages.domainTaken, 'SSO_DOMAIN_TAKEN');
      throw error;
    }
  }
}

@Injectable()
@CommandHandler(RemoveSsoCommand)
export class RemoveSsoHandler implements ICommandHandler<RemoveSsoCommand, CommandResult<SsoEvent>> {
  constructor(
    private readonly aggregates: AggregateStore,
    private readonly store: SsoSettingsStore,
    private readonly providers: OidcConfigurations,
  ) {}

  async execute({ context, clientId }: RemoveSsoCommand): Promise<CommandResult<SsoEvent>> {
    const saved = await this.store.find(clientId);
    const result = await this.store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sso_domains').where('client_id', '=', clientId).execute();
      await trx.deleteFrom('sso_settings').where('client_id', '=', clientId).execute();
      return this.aggregates.handle(ssoStream(clientId), ssoDecider, { type: 'RemoveSso', clientId }, context);
    });
    if (saved) this.providers.forget(saved.issuer);
    return result;
  }
}
