import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** What the form keeps of the input's text, e.g. a number for a select of numeric options; the text itself if absent. */
  parse?: (text: string) => unknown;
};

/**
 * The one way to write a form field: a MUI text field (or select, with MenuItem children) bound to react-hook-form.
 * The field's error message shows under the field (spec: field errors appear under the field), replacing any helper
 * text while it is invalid; a submit with errors focuses the first invalid input.
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  helperText,
  parse,
  ...props
}: FormTextFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, onChange, ...field }, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => onChange(parse ? parse(event.target.value) : event)}
          {...props}
          inputRef={ref}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
