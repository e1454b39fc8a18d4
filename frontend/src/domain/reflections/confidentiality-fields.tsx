import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  confidential,
  ConfidentialityMessages,
  confidentialityPromise,
  DEFAULT_MIN_RATERS,
  isLooser,
  MIN_RATERS_CEILING,
  MIN_RATERS_FLOOR,
  OPEN,
  type Confidentiality,
  type ConfidentialityDto,
  type ConfidentialityMode,
} from '@gc/contracts';
import { useId, type ReactNode } from 'react';
import {
  Controller,
  get,
  useWatch,
  type Control,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { withCheck } from '../../shared/forms/resolvers';
import { FormTextField } from '../../shared/ui/form-text-field';
import { ConfidentialityNote } from './confidentiality-note';

/**
 * The promise as a form holds it: the mode, and N, kept while Open so that Confidential comes back with it ('' while
 * its field is empty; the DTO's rules then say 'Choose a number from 2 to 10.').
 */
export interface ConfidentialityForm {
  mode: ConfidentialityMode;
  min_raters: number | '';
}

/** The form's value of a promise; under Open, N starts at `fallbackMinRaters` (the client's default N). */
export const confidentialityForm = (
  c: Confidentiality,
  fallbackMinRaters: number = DEFAULT_MIN_RATERS,
): ConfidentialityForm => ({ mode: c.mode, min_raters: c.mode === 'OPEN' ? fallbackMinRaters : c.minRaters });

const validMinRaters = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= MIN_RATERS_FLOOR && n <= MIN_RATERS_CEILING;

/** The promise the form holds, or null while N is not a number from 2 to 10. */
export function confidentialityOfForm(form: Partial<ConfidentialityForm> | undefined): Confidentiality | null {
  if (form?.mode === 'OPEN') return OPEN;
  if (form?.mode === 'CONFIDENTIAL' && validMinRaters(form.min_raters)) return confidential(form.min_raters);
  return null;
}

/** What publish and Edit Reflection send (`confidentiality`): N only under Confidential. */
export const confidentialityDto = (form: ConfidentialityForm): ConfidentialityDto =>
  form.mode === 'OPEN' ? { mode: 'OPEN' } : { mode: 'CONFIDENTIAL', min_raters: Number(form.min_raters) };

/** Whether two promises are the same (under Open, N does not count). */
export const samePromise = (a: Confidentiality, b: Confidentiality): boolean =>
  a.mode === b.mode && (a.mode === 'OPEN' || a.minRaters === b.minRaters);

/**
 * A resolver that, after `resolver`, refuses a promise looser than `promised` (the one people already answered
 * under; null: nobody has) with the API's own words, under N (or the mode). The control already disables what is
 * looser; this catches an N typed below the floor before anything is sent.
 */
export function withStricterOnlyCheck<T extends FieldValues, C = unknown>(
  resolver: Resolver<T, C>,
  promised: Confidentiality | null,
  name = 'confidentiality',
): Resolver<T, C> {
  return withCheck(resolver, (values, errors) => {
    const next = confidentialityOfForm(get(values, name));
    if (!promised || !next || get(errors, name) || !isLooser(next, promised)) return {};
    const field = next.mode === 'OPEN' ? 'mode' : 'min_raters';
    return { [`${name}.${field}`]: { type: 'stricter', message: ConfidentialityMessages.onlyStricter } };
  });
}

interface ConfidentialityFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** the form's fields; default 'confidentiality.mode' and 'confidentiality.min_raters' */
  names?: { mode: FieldPath<T>; minRaters: FieldPath<T> };
  /** default 'How ratings are shown' */
  legend?: string;
  /** a line under the legend (where the starting choice came from) */
  description?: ReactNode;
  /**
   * The promise people already answered under (general_settings.answered): choices looser than it are disabled and
   * N cannot go below its N. Null or absent: nobody has answered, every choice is open.
   */
  promised?: Confidentiality | null;
  disabled?: boolean;
  /** the title of the promise shown below; default 'Takers will read' */
  previewTitle?: string;
}

/**
 * How a reflection's ratings are shown (issue 28), one control for General setup, Edit Reflection and the client's
 * defaults: Open or Confidential, N (2-10) under Confidential with the DTO's messages, and below, the promise in the
 * plain words takers will read. Once someone has answered, only stricter choices stay enabled, with the reason.
 */
export function ConfidentialityFields<T extends FieldValues>({
  control,
  names = { mode: 'confidentiality.mode' as FieldPath<T>, minRaters: 'confidentiality.min_raters' as FieldPath<T> },
  legend = 'How ratings are shown',
  description,
  promised = null,
  disabled = false,
  previewTitle = 'Takers will read',
}: ConfidentialityFieldsProps<T>) {
  const id = useId();
  const [mode, minRaters] = useWatch({ control, name: [names.mode, names.minRaters] }) as [
    ConfidentialityMode | undefined,
    number | '' | undefined,
  ];
  const openLocked = promised?.mode === 'CONFIDENTIAL';
  const floor = promised?.mode === 'CONFIDENTIAL' ? promised.minRaters : MIN_RATERS_FLOOR;
  const shown = confidentialityOfForm({ mode, min_raters: minRaters });
  const describedBy = (error: boolean) =>
    [description && `${id}-description`, promised && `${id}-stricter`, error && `${id}-error`, shown && `${id}-promise`]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>
      <Controller
        name={names.mode}
        control={control}
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={!!fieldState.error} disabled={disabled} sx={{ minWidth: 0 }}>
            <FormLabel component="legend" id={`${id}-legend`}>
              {legend}
            </FormLabel>
            {description && (
              <FormHelperText id={`${id}-description`} sx={{ mx: 0 }}>
                {description}
              </FormHelperText>
            )}
            <RadioGroup
              row
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={(_event, value) => field.onChange(value)}
              onBlur={field.onBlur}
              aria-labelledby={`${id}-legend`}
              aria-describedby={describedBy(!!fieldState.error)}
              aria-invalid={fieldState.error ? true : undefined}
            >
              <FormControlLabel value="OPEN" control={<Radio />} label="Open" disabled={disabled || openLocked} />
              <FormControlLabel value="CONFIDENTIAL" control={<Radio />} label="Confidential" disabled={disabled} />
            </RadioGroup>
            {promised && (
              <FormHelperText id={`${id}-stricter`} sx={{ mx: 0 }}>
                {ConfidentialityMessages.onlyStricter}
              </FormHelperText>
            )}
            {fieldState.error && (
              <FormHelperText id={`${id}-error`} sx={{ mx: 0 }}>
                {fieldState.error.message}
              </FormHelperText>
            )}
          </FormControl>
        )}
      />
      {mode === 'CONFIDENTIAL' && (
        <FormTextField
          name={names.minRaters}
          control={control}
          type="number"
          label="At least N raters"
          required
          disabled={disabled}
          parse={(text) => (text.trim() === '' ? '' : Number(text))}
          helperText={`From ${floor} to ${MIN_RATERS_CEILING}: others see ratings only inside an average of at least this many people.`}
          slotProps={{ htmlInput: { min: floor, max: MIN_RATERS_CEILING, step: 1, inputMode: 'numeric' } }}
          sx={{ maxWidth: { sm: 360 } }}
        />
      )}
      {shown && (
        <ConfidentialityNote id={`${id}-promise`} title={previewTitle} promise={confidentialityPromise(shown)} />
      )}
    </Box>
  );
}
