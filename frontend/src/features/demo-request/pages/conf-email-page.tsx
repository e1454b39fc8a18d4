import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { paths } from '../../../shared/routing/paths';

export function ConfEmailPage() {
  return (
    <PublicPageCard title="Thank You">
      <Typography sx={{ mb: 3 }}>A confirmation email has been sent to you.</Typography>
      <Button component={RouterLink} to={paths.login} variant="contained">
        Return to login page
      </Button>
    </PublicPageCard>
  );
}
