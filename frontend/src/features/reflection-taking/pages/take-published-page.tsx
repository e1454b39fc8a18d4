import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';
import { PageShell } from '../../../shared/ui/page-shell';

/** /app/assessment/take/published: the confirmation screen after a reflection is sent in. */
export function TakePublishedPage() {
  return (
    <PageShell title="Thank you!">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>Your reflection was submitted. Your answers are recorded and can no longer change.</Typography>
        <Typography color="text.secondary">Results appear in your Results Hub once the reflection closes.</Typography>
        <div>
          <Button component={RouterLink} to={paths.take.inbox} variant="contained">
            Back to your forms
          </Button>
        </div>
      </Paper>
    </PageShell>
  );
}
