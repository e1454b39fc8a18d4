import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { phaseLabel } from '@gc/contracts';
import type { Reflection } from '../../../domain/reflections/reflection-types';
import { Link as RouterLink } from 'react-router-dom';
import { formatShownDate } from '../../../domain/reflections/reflection-dates';
import { paths } from '../../../shared/routing/paths';
import { PageShell } from '../../../shared/ui/page-shell';

/** After 'Publish reflection' (spec section 4, builder flow 5), and for a published reflection opened here. */
export function PublishedScreen({ view, onPreview }: { view: Reflection; onPreview: () => void }) {
  const settings = view.general_settings;
  const assignees = settings?.members_with_roles.filter((m) => m.observer || m.receiver) ?? [];
  return (
    <PageShell title="Reflection published" back={{ to: paths.assessment, label: 'Back to reflections' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {view.assessment_name}
        </Typography>
        <Typography>
          Status: {phaseLabel(view.assessment_status, view.admin_closed)}
          {settings?.team_name ? ` · Team: ${settings.team_name}` : ''}
        </Typography>
        {settings && (
          <Typography color="text.secondary">
            Launch {formatShownDate(settings.launch_date)} · Due {formatShownDate(settings.due_date)}
          </Typography>
        )}
        <Typography color="text.secondary">
          {assignees.length === 1 ? '1 assignee' : `${assignees.length} assignees`}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          {settings && (
            <Button variant="contained" component={RouterLink} to={paths.teams.manageReflections(settings.team_id)}>
              Manage Reflections
            </Button>
          )}
          <Button variant="outlined" onClick={onPreview}>
            Preview
          </Button>
        </Box>
      </Paper>
    </PageShell>
  );
}
