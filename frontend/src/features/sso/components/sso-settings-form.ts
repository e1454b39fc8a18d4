import { RoleId, SsoMessages as M, SsoSettingsDto, type SsoSettingsView } from '@gc/contracts';
import type { FieldValues, Resolver } from 'react-hook-form';
import { dtoResolver } from '../../../shared/forms/resolvers';
import type { SsoSettingsRequest } from '../api/sso-api';

/** The settings form: the DTO's fields, the email domains typed as one comma-separated text. */
export interface SsoForm extends FieldValues {
  issuer: string;
  oidc_client_id: string;
  client_secret: string;
  domains: string;
  role: number;
  required: boolean;
  sms_after_sso: boolean;
}

export type SsoFormField = keyof SsoForm & string;

export const formOf = (view: SsoSettingsView): SsoForm => ({
  issuer: view.issuer ?? '',
  oidc_client_id: view.oidc_client_id ?? '',
  client_secret: '',
  domains: view.domains.join(', '),
  role: view.configured ? view.role : RoleId.User,
  required: view.required,
  sms_after_sso: view.sms_after_sso,
});

const check = dtoResolver<SsoForm>(SsoSettingsDto);

/**
 * The DTO's rules (the API's own messages). An empty secret field keeps the saved secret, so it is left out of what
 * is checked and sent when one is saved; the first save needs it.
 */
export function ssoResolver(hasSecret: boolean): Resolver<SsoForm> {
  return (values, context, options) =>
    check(
      hasSecret && values.client_secret === '' ? { ...values, client_secret: undefined as unknown as string } : values,
      context,
      options,
    );
}

/** What PUT sends, from the values the resolver answered (the DTO's: trimmed, domains as a clean list). */
export function requestOf(values: SsoForm): SsoSettingsRequest {
  const checked = values as unknown as Omit<SsoSettingsRequest, 'domains'> & { domains: string[] | string };
  const domains = Array.isArray(checked.domains)
    ? checked.domains
    : checked.domains.split(/[\s,;]+/).filter((domain) => domain !== '');
  return {
    issuer: checked.issuer,
    oidc_client_id: checked.oidc_client_id,
    ...(checked.client_secret ? { client_secret: checked.client_secret } : {}),
    domains,
    role: Number(checked.role),
    required: checked.required,
    sms_after_sso: checked.sms_after_sso,
  };
}

/** The API's 400/409 refusals each name a field by its message; they show under it. */
const FIELD_OF_MESSAGE: Readonly<Record<string, SsoFormField>> = {
  [M.issuer]: 'issuer',
  [M.oidcClientId]: 'oidc_client_id',
  [M.secretRequired]: 'client_secret',
  [M.domains]: 'domains',
  [M.domainFormat]: 'domains',
  [M.tooManyDomains]: 'domains',
  [M.domainTaken]: 'domains',
  [M.role]: 'role',
};

/** The fields a refusal's message(s) belong to; what belongs to none is left for the form's alert. */
export function fieldErrorsOf(error: unknown): { fields: [SsoFormField, string][]; rest: string[] } {
  const data = (error as { data?: unknown } | null | undefined)?.data;
  const raw = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  const messages = (Array.isArray(raw) ? raw : [raw]).filter((m): m is string => typeof m === 'string' && m !== '');
  const fields: [SsoFormField, string][] = [];
  const rest: string[] = [];
  for (const message of messages) {
    const field = FIELD_OF_MESSAGE[message];
    if (field) fields.push([field, message]);
    else rest.push(message);
  }
  return { fields, rest };
}
