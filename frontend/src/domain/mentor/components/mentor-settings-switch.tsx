import FormControlLabel from '@mui/material/FormControlLabel';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useDispatch } from 'react-redux';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { useGetMentorSettingsQuery, useUpdateMentorSettingsMutation } from '../mentor-api';

/** Whether GrowthMentor may read the member's own latest aggregated results (never anyone's single ratings). */
export function MentorSettingsSwitch() {
  const dispatch = useDispatch();
  const { data, isError } = useGetMentorSettingsQuery();
  const [update, { isLoading }] = useUpdateMentorSettingsMutation();
  const checked = data?.use_results ?? false;

  const toggle = async (useResults: boolean) => {
    const result = await update({ use_results: useResults });
    if ('error' in result)
      dispatch(notificationShown({ type: 'error', title: 'Your GrowthMentor setting was not saved.', message: '' }));
  };

  return (
    <Box sx={{ px: 2, py: 1.5 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            disabled={data === undefined || isLoading}
            onChange={(event) => void toggle(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': 'mentor-results-hint' } }}
          />
        }
        label="Use my reflection results"
      />
      <Typography id="mentor-results-hint" variant="body2" sx={{ color: 'text.secondary' }}>
        {isError
          ? 'This setting could not be loaded.'
          : 'GrowthMentor may read your own latest results (how you and your teammates rate you per category) to make its advice specific to you.'}
      </Typography>
    </Box>
  );
}
