import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface SignInTextFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
}

/**
 * FormTextField (shared/ui) for the sign-in form, /login's first screen: the same outlined MUI field, same markup,
 * classes, ids and error line under the field, put together from the parts MUI's TextField renders for a text input.
 * TextField itself always bundles Select, Menu, Popover and Modal (it can render a select), about 20 KiB gzipped of
 * /login's JavaScript budget (frontend/scripts/check-budget.mjs) for a form that has no select.
 */
export function SignInTextField<T extends FieldValues>({
  name,
  control,
  label,
  type,
  autoComplete,
}: SignInTextFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => {
        const helperText = fieldState.error?.message;
        const helperTextId = helperText ? `${id}-helper-text` : undefined;
        return (
          // the theme's MuiTextField defaults (fullWidth) and TextField's root class, as TextField would render them
          <FormControl className="MuiTextField-root" variant="outlined" fullWidth error={!!fieldState.error}>
            <InputLabel htmlFor={id} id={`${id}-label`}>
              {label}
            </InputLabel>
            <OutlinedInput
              {...field}
              aria-describedby={helperTextId}
              autoComplete={autoComplete}
              fullWidth
              type={type}
              id={id}
              inputRef={ref}
              label={label}
            />
            {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
