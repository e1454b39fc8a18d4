import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** What the form keeps of the input's text, e.g. a number for a select of numeric options; the text itself if absent. */
  parse?: (text: string) => unknown;
  /**
   * Keep the field's error to itself until the person has typed in it or submitted the form: leaving a field
   * untouched by hand (an autofocused one, say) is no reason for a red line yet.
   */
  errorAfterInput?: boolean;
  /** the input's maxLength (the DTO's limit), in place of slotProps.htmlInput */
  maxLength?: number;
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
  errorAfterInput = false,
  maxLength,
  ...props
}: FormTextFieldProps<T>) {
  const [hadInput, setHadInput] = useState(false);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, onChange, ...field }, fieldState, formState }) => {
        // read both first: react-hook-form re-renders for the form state a render has read
        const { error: fieldError } = fieldState;
        const { isSubmitted } = formState;
        const error = !errorAfterInput || hadInput || isSubmitted ? fieldError : undefined;
        return (
          <TextField
            {...field}
            onChange={(event) => {
              if (errorAfterInput) setHadInput(true);
              onChange(parse ? parse(event.target.value) : event);
            }}
            {...props}
            {...(maxLength === undefined ? {} : { slotProps: { ...props.slotProps, htmlInput: { maxLength } } })}
            inputRef={ref}
            error={!!error}
            helperText={error?.message ?? helperText}
          />
        );
      }}
    />
  );
}

/** A required 'Description' of a few lines (a client's, a team's). */
export function DescriptionField<T extends FieldValues>(props: {
  name: FieldPath<T>;
  control: Control<T>;
  maxLength: number;
}) {
  return <FormTextField {...props} label="Description" required multiline minRows={3} />;
}
