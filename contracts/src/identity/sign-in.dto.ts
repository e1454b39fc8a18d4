import { Equals, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import {
  IdentityMessages as M,
  isValidFullName,
  isValidPasswordFormat,
  isValidPhoneNumber,
  isValidSmsCode,
} from './identity.rules';
import { NormalizeEmail, Satisfies, StripWhitespace, Trim } from './identity-validators';

/** PHONE_SETUP: after a provider's sign-in, when the client also asks for our SMS code and no phone is verified yet. */
export const CHALLENGES = ['NEW_PASSWORD_REQUIRED', 'ACCOUNT_SETUP', 'SMS_MFA', 'PHONE_SETUP'] as const;
export type ChallengeName = (typeof CHALLENGES)[number];

/** POST /auth/sign-in: whitespace is stripped from both fields (member spec section 5). */
export class SignInDto {
  // The rule listed last reports first: a number or an object is 'This field is required', not a length.
  @StripWhitespace()
  @NormalizeEmail()
  @MaxLength(320)
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.required })
  email!: string;

  @StripWhitespace()
  @MaxLength(256)
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.required })
  password!: string;
}

/**
 * POST /auth/challenge answers the challenge a sign-in returned, identified by its `session`:
 * - NEW_PASSWORD_REQUIRED: newPassword;
 * - ACCOUNT_SETUP: name, password, confirm_password, phone_number (code confirmed before through
 *   /users/{email}/confirmcode with this session), alternate_email (optional), terms_accepted = true;
 * - SMS_MFA: code;
 * - PHONE_SETUP: phone_number (confirmed before through /users/{email}/confirmcode with this session).
 */
export class ChallengeAnswerDto {
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  session!: string;

  @IsIn(CHALLENGES, { message: 'Unknown challenge.' })
  challenge!: ChallengeName;

  @ValidateIf((o: ChallengeAnswerDto) => o.challenge === 'NEW_PASSWORD_REQUIRED')
  @StripWhitespace()
  @Satisfies(isValidPasswordFormat, M.passwordFormat)
  newPassword?: string;

  @ValidateIf((o: ChallengeAnswerDto) => o.challenge === 'ACCOUNT_SETUP')
  @Trim()
  @Satisfies(isValidFullName, M.fullName)
  name?: string;

  @ValidateIf((o: ChallengeAnswerDto) => o.challenge === 'ACCOUNT_SETUP')
  @Satisfies(isValidPasswordFormat, M.passwordFormat)
  password?: string;

  @ValidateIf((o: ChallengeAnswerDto) => o.challenge === 'ACCOUNT_SETUP')
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  confirm_password?: string;

  @ValidateIf((o: ChallengeAnswerDto) => o.challenge === 'ACCOUNT_SETUP' || o.challenge === 'PHONE_SETUP')
  @Satisfies(isValidPhoneNumber, M.phone)
  phone_number?: string;

  @IsOptional()
  @Trim()
  @ValidateIf((o: ChallengeAnswerDto) => o.alternate_email !== '')
  @Satisfies((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), M.alternateEmail)
  alternate_email?: string;

  @ValidateIf((o: ChallengeAnswerDto) => o.challenge === 'ACCOUNT_SETUP')
  @Equals(true, { message: M.termsRequired })
  terms_accepted?: boolean;

  @ValidateIf((o: ChallengeAnswerDto) => o.challenge === 'SMS_MFA')
  @Satisfies(isValidSmsCode, M.smsCode)
  code?: string;
}

export class RefreshTokenDto {
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  refreshToken!: string;
}

/** POST /auth/forgot-password: starts a reset by SMS code. */
export class ForgotPasswordDto {
  @StripWhitespace()
  @NormalizeEmail()
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  email!: string;
}

/** POST /auth/forgot-password/confirm: the SMS code and the new password. */
export class ConfirmForgotPasswordDto extends ForgotPasswordDto {
  @Satisfies(isValidSmsCode, M.smsCode)
  code!: string;

  @StripWhitespace()
  @Satisfies(isValidPasswordFormat, M.passwordFormat)
  newPassword!: string;
}

/** POST /auth/change-password (profile). */
export class ChangePasswordDto {
  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  currentPassword!: string;

  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  @Satisfies(isValidPasswordFormat, M.passwordFormat)
  newPassword!: string;

  @IsString({ message: M.required })
  @IsNotEmpty({ message: M.required })
  confirmPassword!: string;
}

/** The profile variant of sendcode sends its phone in `data`. */
export class PhoneDataDto {
  @Satisfies(isValidPhoneNumber, M.phone)
  phone_number!: string;
}
