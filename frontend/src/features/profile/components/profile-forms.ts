import { dtoResolver, withCheck } from '../../../shared/forms/resolvers';
import { ChangePasswordDto, IdentityMessages as M, isValidSmsCode, ProfileDataDto } from '@gc/contracts';
import type { Resolver, ResolverResult } from 'react-hook-form';
import type { ProfileData } from '../api/profile-api';

/** My Profile's edit mode validates with the API's ProfileDataDto; the required lines come first. */
export const profileResolver = withCheck(
  dtoResolver<ProfileData>(ProfileDataDto),
  (values) => ({
    name: values.name.trim() === '' ? { type: 'required', message: M.profileName } : undefined,
    phone_number: values.phone_number.trim() === '' ? { type: 'required', message: M.profilePhoneRequired } : undefined,
  }),
  { replace: true },
);

export interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const required = (value: string) => (value === '' ? { type: 'required', message: M.required } : undefined);

/** 'Change Password': every field required, the password rules, and a confirmation that matches. */
export const changePasswordResolver = withCheck(
  dtoResolver<ChangePasswordForm>(ChangePasswordDto),
  (values) => ({
    currentPassword: required(values.currentPassword),
    newPassword: required(values.newPassword),
    confirmPassword:
      required(values.confirmPassword) ??
      (values.confirmPassword !== values.newPassword
        ? { type: 'validate', message: M.passwordsDoNotMatch }
        : undefined),
  }),
  { replace: true },
);

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
