import TextField from '@mui/material/TextField';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { PASSWORD_HINT } from './password-hint';

type WithNewPassword = { newPassword: string; confirmPassword: string };

/**
 * 'New password' (with the format hint until it fails) and 'Confirm password', as the reset-by-code step and the
 * forced new-password step both ask for them.
 */
export function NewPasswordFields<T extends WithNewPassword>({
  register,
  errors,
  autoFocus = false,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  autoFocus?: boolean;
}) {
  const fieldErrors = errors as FieldErrors<WithNewPassword>;
  return (
    <>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={fieldErrors.newPassword !== undefined}
        helperText={fieldErrors.newPassword?.message ?? PASSWORD_HINT}
        {...register('newPassword' as Path<T>)}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={fieldErrors.confirmPassword !== undefined}
        helperText={fieldErrors.confirmPassword?.message}
        {...register('confirmPassword' as Path<T>)}
      />
    </>
  );
}
