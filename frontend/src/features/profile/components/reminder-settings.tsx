import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { browserTimeZone } from '../../../domain/reflections/reflection-dates';
import { LoadError } from '../../../shared/ui/load-error';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { useGetReminderPreferencesQuery, useUpdateReminderPreferencesMutation } from '../api/reminders-api';

/** Every IANA zone the browser knows, the browser's own and the saved one included. */
function timeZones(...extra: (string | null)[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ([] as string[]);
  return [...new Set([...known, ...extra.filter((zone): zone is string => !!zone)])].sort();
}

/**
 * Reminders on the profile (issue 10): the time zone weekly reminders follow (09:00 there), the browser's until
 * the member picks one, and whether they want them. Each change is saved at once.
 */
export function ReminderSettings() {
  const dispatch = useDispatch();
  const { data, error, refetch } = useGetReminderPreferencesQuery();
  const [update, { isLoading }] = useUpdateReminderPreferencesMutation();
  const browser = browserTimeZone();
  const zones = useMemo(() => timeZones(browser, data?.time_zone ?? null), [browser, data?.time_zone]);

  const save = async (body: { time_zone?: string; weekly_reminders?: boolean }, what: string) => {
    const result = await update(body);
    dispatch(
      result.error
        ? notificationShown({ type: 'error', title: `${what} not saved`, message: errorMessage(result.error) })
        : notificationShown({ type: 'success', title: `${what} saved`, message: '' }),
    );
  };

  return (
    <Paper
      component="section"
      aria-labelledby="reminders-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="reminders-title" variant="h6" component="h2">
        Reminders
      </Typography>
      {error ? (
        <LoadError what="your reminder settings" error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <TextField
            select
            label="Time zone"
            value={data?.time_zone ?? browser}
            disabled={!data || isLoading}
            onChange={(event) => void save({ time_zone: event.target.value }, 'Time zone')}
            helperText="Weekly reminders arrive at 09:00 in this time zone."
            slotProps={{ select: { native: true } }}
            sx={{ maxWidth: 420 }}
          >
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Switch
                checked={data?.weekly_reminders ?? true}
                disabled={!data || isLoading}
                onChange={(event) => void save({ weekly_reminders: event.target.checked }, 'Weekly reminders')}
              />
            }
            label="Weekly reminders"
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
            While your baseline reflection is waiting for you, we send one email a week.
          </Typography>
        </>
      )}
    </Paper>
  );
}
