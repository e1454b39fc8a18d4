import {
  ConfirmForgotPasswordDto,
  DEFAULT_COUNTRY_CODE,
  IdentityMessages as M,
  isValidFullName,
  isValidPasswordFormat,
  isValidSmsCode,
  passwordProblem,
  Satisfies,
  StripWhitespace,
  toInternationalPhone,
  isValidPhoneNumber,
  Trim,
} from '@gc/contracts';
import {
  Equals,
  IsNotEmpty,
  IsOptional,
  IsString,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';

/**
 * The sign-in flow's form classes. They validate in the browser with the same rules and messages (from
 * @gc/contracts) the API's DTOs use; where a form differs from its request (a confirmation field, the phone typed
 * as digits beside a country code) the class adds exactly that.
 */

/** The value must equal another field of the same form (password confirmations). */
export function SameAs(property: string, message: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'sameAs',
      constraints: [property],
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          value === (args?.object as Record<string, unknown> | undefined)?.[property],
      },
    },
    { message },
  );
}

/** Not one of the passwords everybody tries first (the API refuses them with the same message). */
const notBreached = (value: string) => passwordProblem(value) !== M.passwordBreached;

/** Digits only, at least 7 (member spec section 5), and together with the country code a valid E.164 number. */
export function isValidPhoneDigits(value: string, countryCode: string = DEFAULT_COUNTRY_CODE): boolean {
  return /^\d{7,}$/.test(value) && isValidPhoneNumber(toInternationalPhone(value, countryCode));
}

/** The phone's digits, valid together with the same form's `country_code`. */
function IsPhoneDigits(): PropertyDecorator {
  return ValidateBy(
    {
      name: 'phoneDigits',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          typeof value === 'string' &&
          isValidPhoneDigits(value, (args?.object as Partial<PhoneCodeFields> | undefined)?.country_code),
      },
    },
    { message: M.phone },
  );
}

/** The phone part of a form (PhoneVerification): country code, digits, and the SMS code sent to that number. */
export interface PhoneCodeFields {
  country_code: string;
  phone_digits: string;
  code: string;
}

/**
 * PHONE_SETUP, after a sign-in through the client's identity provider: the phone the SMS codes go to, confirmed by a
 * code as in the 'Welcome!' form.
 */
export class PhoneSetupForm implements PhoneCodeFields {
  @Satisfies((value) => /^\+\d{1,4}$/.test(value), M.phone)
  country_code!: string;

  @IsPhoneDigits()
  phone_digits!: string;

  @Satisfies(isValidSmsCode, M.smsCode)
  code!: string;
}

/**
 * The first-login 'Welcome!' form; the SMS code is confirmed on its own call before 'Create account'. Its phone part
 * is PHONE_SETUP's (the rules inherited, the same messages).
 */
export class AccountSetupForm extends PhoneSetupForm {
  @Trim()
  @Satisfies(isValidFullName, M.fullName)
  name!: string;

  @Satisfies(notBreached, M.passwordBreached)
  @Satisfies(isValidPasswordFormat, M.passwordFormat)
  password!: string;

  @SameAs('password', M.passwordsDoNotMatch)
  @IsNotEmpty({ message: M.required })
  confirm_password!: string;

  @IsOptional()
  @Trim()
  @ValidateIf((o: AccountSetupForm) => o.alternate_email !== '')
  @Satisfies((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), M.alternateEmail)
  alternate_email?: string;

  @Equals(true, { message: M.termsRequired })
  terms_accepted!: boolean;
}

/** NEW_PASSWORD_REQUIRED: a new password and its confirmation. */
export class NewPasswordForm {
  @StripWhitespace()
  @Satisfies(notBreached, M.passwordBreached)
  @Satisfies(isValidPasswordFormat, M.passwordFormat)
  newPassword!: string;

  @SameAs('newPassword', M.passwordsDoNotMatch)
  @IsNotEmpty({ message: M.required })
  confirmPassword!: string;
}

/** SMS_MFA: the code sent to the phone (member spec section 5, 'MFA code'). */
export class MfaCodeForm {
  @Satisfies(isValidSmsCode, M.smsCode)
  @IsNotEmpty({ message: M.required })
  @IsString({ message: M.required })
  code!: string;
}

/** Forgot password, second step: the API's DTO (email, code, newPassword) plus the confirmation. */
export class ResetPasswordForm extends ConfirmForgotPasswordDto {
  @SameAs('newPassword', M.passwordsDoNotMatch)
  @IsNotEmpty({ message: M.required })
  confirmPassword!: string;
}
