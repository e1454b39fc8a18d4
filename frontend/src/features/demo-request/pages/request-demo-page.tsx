import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { paths } from '../../../shared/routing/paths';

/** Frame of the demo request form (fullname, email, company, reason); the form itself comes with its issue. */
export function RequestDemoPage() {
  return (
    <PublicPageCard title="Request a demo">
      <Typography variant="body2">
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login}>
          Log In
        </Link>
      </Typography>
    </PublicPageCard>
  );
}
