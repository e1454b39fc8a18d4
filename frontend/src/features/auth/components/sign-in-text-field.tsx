import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ChangeEvent, type Ref } from 'react';

interface SignInTextFieldProps {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef: Ref<HTMLInputElement>;
  /** shown under the field while it is invalid */
  error?: string;
}

/**
 * FormTextField (shared/ui) for the sign-in form, /login's first screen: the same outlined MUI field, same markup,
 * classes, ids and error line under the field, put together from the parts MUI's TextField renders for a text input.
 * TextField itself always bundles Select, Menu, Popover and Modal (it can render a select), about 20 KiB gzipped of
 * /login's JavaScript budget (frontend/scripts/check-budget.mjs) for a form that has no select.
 */
export function SignInTextField({
  name,
  label,
  type,
  autoComplete,
  value,
  onChange,
  inputRef,
  error,
}: SignInTextFieldProps) {
  const id = useId();
  const helperTextId = error ? `${id}-helper-text` : undefined;
  return (
    // the theme's MuiTextField defaults (fullWidth) and TextField's root class, as TextField would render them
    <FormControl className="MuiTextField-root" variant="outlined" fullWidth error={error !== undefined}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        name={name}
        value={value}
        onChange={onChange}
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        fullWidth
        type={type}
        id={id}
        inputRef={inputRef}
        label={label}
      />
      {error && <FormHelperText id={helperTextId}>{error}</FormHelperText>}
    </FormControl>
  );
}
