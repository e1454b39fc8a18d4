/**
 * Facts of a client's single sign-on (stream `sso-{clientId}`). The secret is never in an event: only that a new
 * one was saved. Who changed it and when are in the metadata (actorId, occurredAt).
 */
type Fact<TType extends string, TData> = { readonly type: TType; readonly data: TData };

export type SsoConfigured = Fact<
  'SsoConfigured',
  {
    readonly clientId: string;
    readonly issuer: string;
    readonly oidcClientId: string;
    readonly domains: readonly string[];
    readonly role: number;
    readonly required: boolean;
    readonly smsAfterSso: boolean;
    /** a new client secret was saved with this change */
    readonly secretReplaced: boolean;
  }
>;
export type SsoRemoved = Fact<'SsoRemoved', { readonly clientId: string }>;

export type SsoEvent = SsoConfigured | SsoRemoved;
export const SSO_EVENT_TYPES: readonly SsoEvent['type'][] = ['SsoConfigured', 'SsoRemoved'];
export const ssoStream = (clientId: string) => `sso-${clientId}`;
