import type { Control, Path } from 'react-hook-form';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { PASSWORD_HINT } from './password-hint';

type WithNewPassword = { newPassword: string; confirmPassword: string };

/**
 * 'New password' (with the format hint until it fails) and 'Confirm password', as the reset-by-code step and the
 * forced new-password step both ask for them.
 */
export function NewPasswordFields<T extends WithNewPassword>({
  control,
  autoFocus = false,
  errorAfterInput = false,
}: {
  control: Control<T>;
  autoFocus?: boolean;
  /** see FormTextField */
  errorAfterInput?: boolean;
}) {
  return (
    <>
      <FormTextField
        name={'newPassword' as Path<T>}
        control={control}
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        helperText={PASSWORD_HINT}
        errorAfterInput={errorAfterInput}
      />
      <FormTextField
        name={'confirmPassword' as Path<T>}
        control={control}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        errorAfterInput={errorAfterInput}
      />
    </>
  );
}
