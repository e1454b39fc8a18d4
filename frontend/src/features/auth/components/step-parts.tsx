import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';

/**
 * Sign-in errors as red lines above the form (member spec section 2). The live region is always there, so
 * screen readers announce each new error as it appears.
 */
export function ErrorLines({ lines }: { lines: string[] }) {
  return (
    <Box role="alert" aria-live="assertive" sx={{ mb: lines.length > 0 ? 3 : 0 }}>
      {lines.map((line) => (
        <Typography key={line} color="error" variant="body2" sx={{ fontWeight: 500 }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** 'Already have an account? Log In' under every step; `onBack` returns to the sign-in form in place. */
export function BackToLogin({ onBack }: { onBack?: () => void }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
      Already have an account?{' '}
      {onBack ? (
        <Link component="button" type="button" onClick={onBack} sx={{ verticalAlign: 'baseline' }}>
          Log In
        </Link>
      ) : (
        <Link component={RouterLink} to={paths.login}>
          Log In
        </Link>
      )}
    </Typography>
  );
}
