import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPageCard } from '../../../shared/ui/public-page-card';

/** The reset step's frame (member spec section 2); the code and new-password steps belong to the sign-in flow. */
export function ForgotPasswordStep() {
  return (
    <PublicPageCard
      title="Forgot your password?"
      subtitle="Enter your email address to locate your account. You will receive an SMS code in order to change your password."
    >
      <Typography variant="body2">
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log In
        </Link>
      </Typography>
    </PublicPageCard>
  );
}
