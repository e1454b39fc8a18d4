import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { ChangePasswordDto, IdentityMessages as M, isValidSmsCode, ProfileDataDto } from '@gc/contracts';
import type { FieldErrors, Resolver, ResolverResult } from 'react-hook-form';
import type { ProfileData } from '../api/profile-api';

/** The first message per field wins, the required one before the format one (member spec section 5). */
function withErrors<T extends object>(result: ResolverResult<T>, extra: FieldErrors<T>): ResolverResult<T> {
  const errors = { ...result.errors, ...extra } as FieldErrors<T>;
  return Object.keys(errors).length === 0 ? result : { values: {}, errors };
}

const profileBase = classValidatorResolver(ProfileDataDto) as unknown as Resolver<ProfileData>;

/** My Profile's edit mode validates with the API's ProfileDataDto. */
export const profileResolver: Resolver<ProfileData> = async (values, context, options) => {
  const result = await profileBase(values, context, options);
  const extra: FieldErrors<ProfileData> = {};
  if (values.name.trim() === '') extra.name = { type: 'required', message: M.profileName };
  if (values.phone_number.trim() === '') extra.phone_number = { type: 'required', message: M.profilePhoneRequired };
  return withErrors(result, extra);
};

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const passwordBase = classValidatorResolver(ChangePasswordDto) as unknown as Resolver<ChangePasswordForm>;

/** 'Change Password': every field required, the password rules, and a confirmation that matches. */
export const changePasswordResolver: Resolver<ChangePasswordForm> = async (values, context, options) => {
  const result = await passwordBase(values, context, options);
  const extra: FieldErrors<ChangePasswordForm> = {};
  (['currentPassword', 'newPassword', 'confirmPassword'] as const).forEach((field) => {
    if (values[field] === '') extra[field] = { type: 'required', message: M.required };
  });
  if (values.confirmPassword !== '' && values.confirmPassword !== values.newPassword) {
    extra.confirmPassword = { type: 'validate', message: M.passwordsDoNotMatch };
  }
  return withErrors(result, extra);
};

export interface MfaCodeForm {
  code: string;
}

/** 'Verify Multi-Factor Authentication': the 6-digit code, required. */
export const mfaCodeResolver: Resolver<MfaCodeForm> = async (values): Promise<ResolverResult<MfaCodeForm>> => {
  const code = values.code.trim();
  if (code === '') return { values: {}, errors: { code: { type: 'required', message: M.required } } };
  if (!isValidSmsCode(code)) return { values: {}, errors: { code: { type: 'pattern', message: M.smsCode } } };
  return { values: { code }, errors: {} };
};
