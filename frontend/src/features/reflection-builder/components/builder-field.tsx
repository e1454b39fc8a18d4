import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * Dropdowns of the builder stay readable (issue 29): the open menu's items wrap instead of being cut off, the
 * menu is never wider than the screen, and the chosen value wraps inside the field.
 */
export const READABLE_SELECT_SX: SxProps<Theme> = {
  // three classes: above the select's own 'nowrap' and ellipsis (two)
  '& .MuiInputBase-root .MuiSelect-select': {
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    textOverflow: 'clip',
    minHeight: '1.4375em',
    height: 'auto',
  },
};
const READABLE_VALUE_STYLE = { whiteSpace: 'normal', overflowWrap: 'anywhere', textOverflow: 'clip' } as const;
export const READABLE_MENU_PAPER_SX: SxProps<Theme> = {
  maxWidth: 'min(640px, calc(100vw - 32px))',
  '& .MuiMenuItem-root': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
};

type BuilderFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/**
 * A field of the builder bound to react-hook-form. Its error (e.g. 'This field is required') shows under it once
 * the field has been touched (left), or after a Save made after the field appeared: a new question does not start
 * out in red, and a Save shows every problem at once (issue 29).
 */
export function BuilderField<T extends FieldValues>({ name, control, helperText, ...props }: BuilderFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState, formState }) => (
        <Shown submitCount={formState.submitCount}>
          {(submittedSinceShown) => {
            const message = fieldState.isTouched || submittedSinceShown ? fieldState.error?.message : undefined;
            const select = props.select
              ? {
                  sx: [READABLE_SELECT_SX, ...(Array.isArray(props.sx) ? props.sx : [props.sx])] as SxProps<Theme>,
                  slotProps: {
                    ...props.slotProps,
                    select: {
                      ...(props.slotProps?.select as object | undefined),
                      MenuProps: { slotProps: { paper: { sx: READABLE_MENU_PAPER_SX } } },
                      // on the element itself: above any stylesheet's 'nowrap' and ellipsis
                      SelectDisplayProps: { style: READABLE_VALUE_STYLE },
                    },
                  },
                }
              : {};
            return (
              <TextField
                {...field}
                {...props}
                {...select}
                inputRef={ref}
                error={!!message}
                helperText={message ?? helperText}
              />
            );
          }}
        </Shown>
      )}
    />
  );
}

/** Whether a Save was made since this field appeared (the form's submitCount then, kept). */
function Shown({ submitCount, children }: { submitCount: number; children: (submitted: boolean) => React.ReactNode }) {
  const atMount = useRef(submitCount);
  return <>{children(submitCount > atMount.current)}</>;
}
