import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { IdentityMessages } from '../identity/identity.rules';
import { NormalizeEmail, Satisfies, StripWhitespace, Trim } from '../identity/identity-validators';
import { isValidEmailDomain, isValidIssuerUrl, SSO_MAX_DOMAINS, SSO_ROLES, SsoMessages as M } from './sso.rules';

/** Domains typed as 'a.com, b.com' or sent as a list: trimmed, lower-cased, '@' and duplicates dropped. */
const Domains = () =>
  Transform(({ value }: { value: unknown }) => {
    const list = typeof value === 'string' ? value.split(/[\s,;]+/) : value;
    if (!Array.isArray(list)) return value;
    const cleaned = list.map((d) => (typeof d === 'string' ? d.trim().toLowerCase().replace(/^@/, '') : d));
    return [...new Set(cleaned.filter((d) => d !== ''))];
  });

/**
 * PUT /clients/{id}/sso: the client's OpenID Provider. `client_secret` is required the first time; left out later,
 * the saved one stays (the API never answers it back).
 */
export class SsoSettingsDto {
  @Trim()
  @Satisfies(isValidIssuerUrl, M.issuer)
  @MaxLength(500, { message: M.issuer })
  @IsString({ message: M.issuer })
  issuer!: string;

  @Trim()
  @MaxLength(500, { message: M.oidcClientId })
  @IsNotEmpty({ message: M.oidcClientId })
  @IsString({ message: M.oidcClientId })
  oidc_client_id!: string;

  @IsOptional()
  @MaxLength(2000, { message: M.secretRequired })
  @IsNotEmpty({ message: M.secretRequired })
  @IsString({ message: M.secretRequired })
  client_secret?: string;

  @Domains()
  @Satisfies(isValidEmailDomain, M.domainFormat, { each: true })
  @ArrayMaxSize(SSO_MAX_DOMAINS, { message: M.tooManyDomains })
  @ArrayMinSize(1, { message: M.domains })
  @IsArray({ message: M.domains })
  domains!: string[];

  /** the role of people a first sign-in brings in: 8 User (default) or 0 Client Administrator */
  @IsIn(SSO_ROLES, { message: M.role })
  role!: number;

  /** password sign-in is refused for the client's people (Global Administrators keep theirs) */
  @IsBoolean({ message: M.role })
  required!: boolean;

  /** also ask for our SMS code after the provider's sign-in */
  @IsBoolean({ message: M.role })
  sms_after_sso!: boolean;
}

/** POST /clients/{id}/sso/test: discovery of the issuer typed in the form (saved or not). */
export class SsoTestDto {
  @Trim()
  @Satisfies(isValidIssuerUrl, M.issuer)
  @MaxLength(500, { message: M.issuer })
  @IsString({ message: M.issuer })
  issuer!: string;
}

/** POST /auth/sso/start: the work email; its domain finds the client. */
export class SsoStartDto {
  @StripWhitespace()
  @NormalizeEmail()
  @MaxLength(320)
  @IsNotEmpty({ message: IdentityMessages.required })
  @IsString({ message: IdentityMessages.required })
  email!: string;
}

/** POST /auth/sso/complete: the one-time code the callback put in the address of /login/sso. */
export class SsoCompleteDto {
  @MaxLength(200)
  @IsNotEmpty({ message: IdentityMessages.required })
  @IsString({ message: IdentityMessages.required })
  handoff!: string;
}
