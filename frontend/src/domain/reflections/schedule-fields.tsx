import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { dateLocks, ReflectionMessages, type AdminPhase } from '@gc/contracts';
import { useMemo } from 'react';
import { Controller, get, type Control, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { withCheck } from '../../shared/forms/resolvers';
import { browserTimeZone, instantToLocalInput, localInputToInstant } from './reflection-dates';

type Phase = AdminPhase | 'NEW';

interface ScheduleFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /** the form's field holding the launch instant (ISO string, '' when none); default 'launch_date' */
  launchName?: FieldPath<T>;
  /** default 'due_date' */
  dueName?: FieldPath<T>;
  /** the reflection's phase: its date locks apply (admin spec section 4); a draft ('NEW' or absent) has none */
  phase?: Phase;
  /** the zone the admin picks in; the browser's own unless given (tests) */
  timeZone?: string;
  disabled?: boolean;
}

/** Which of the two pickers are locked, and why (the same words the API refuses a locked date with). */
export function scheduleLocks(phase: Phase | undefined): { launch: string | null; due: string | null } {
  if (!phase || phase === 'NEW') return { launch: null, due: null };
  const locks = dateLocks(phase);
  if (locks.launch && locks.due) return { launch: ReflectionMessages.datesLocked, due: ReflectionMessages.datesLocked };
  return { launch: locks.launch ? ReflectionMessages.launchLocked : null, due: null };
}

/**
 * The launch and due date-times of a reflection (admin spec sections 4 and 5), picked as wall-clock times in the
 * admin's own time zone and kept in the form as ISO instants, so every viewer sees them in theirs. Locked pickers
 * are disabled with the reason under them. Errors ('Please select a date', due before launch) come from the form's
 * resolver: wrap it with `withScheduleCheck`.
 */
export function ScheduleFields<T extends FieldValues>({
  control,
  launchName = 'launch_date' as FieldPath<T>,
  dueName = 'due_date' as FieldPath<T>,
  phase,
  timeZone,
  disabled = false,
}: ScheduleFieldsProps<T>) {
  const zone = useMemo(() => timeZone ?? browserTimeZone(), [timeZone]);
  const locks = scheduleLocks(phase);
  const field = (name: FieldPath<T>, label: string, lock: string | null) => (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <TextField
          type="datetime-local"
          label={label}
          name={name}
          value={instantToLocalInput(typeof value === 'string' ? value : '', zone)}
          onChange={(event) => onChange(localInputToInstant(event.target.value, zone))}
          onBlur={onBlur}
          inputRef={ref}
          disabled={disabled || lock !== null}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? lock}
          required={lock === null}
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: '1 1 14rem' }}
        />
      )}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {field(launchName, 'Launch date', locks.launch)}
        {field(dueName, 'Due date', locks.due)}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Times in {zone}
      </Typography>
    </Box>
  );
}

/** The schedule's own rules (admin spec sections 4 and 5): both dates given, the due date not before the launch. */
export function scheduleErrors(launch: unknown, due: unknown): { launch?: string; due?: string } {
  const result: { launch?: string; due?: string } = {};
  const launchMs = typeof launch === 'string' && launch ? new Date(launch).getTime() : NaN;
  const dueMs = typeof due === 'string' && due ? new Date(due).getTime() : NaN;
  if (Number.isNaN(launchMs)) result.launch = ReflectionMessages.selectDate;
  if (Number.isNaN(dueMs)) result.due = ReflectionMessages.selectDate;
  if (!result.launch && !result.due && dueMs < launchMs) result.due = ReflectionMessages.dueBeforeLaunch;
  return result;
}

/**
 * A resolver that also checks the schedule (`scheduleErrors`) after `resolver`, so a due date before the launch
 * shows under the due date before anything is sent. Field names as given to ScheduleFields.
 */
export function withScheduleCheck<T extends FieldValues, C = unknown>(
  resolver: Resolver<T, C>,
  names: { launch: string; due: string } = { launch: 'launch_date', due: 'due_date' },
): Resolver<T, C> {
  return withCheck(resolver, (values) => {
    const found = scheduleErrors(get(values, names.launch), get(values, names.due));
    return {
      [names.launch]: found.launch ? { type: 'schedule', message: found.launch } : undefined,
      [names.due]: found.due ? { type: 'schedule', message: found.due } : undefined,
    };
  });
}
