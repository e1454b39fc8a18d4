import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ChallengeView, TokensView } from '@gc/contracts';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UNREACHABLE_MESSAGE } from '../../../shared/api/base-query';
import { paths } from '../../../shared/routing/paths';

/** What the login page gives every challenge step (login-page.tsx builds it once for all of them). */
export interface ChallengeStepProps {
  challenge: ChallengeView;
  errors: string[];
  onError: (error: unknown) => void;
  onNext: (result: ChallengeView | TokensView) => Promise<void>;
  onBack: () => void;
}

/**
 * Sign-in errors as red lines above the form (member spec section 2). The live region is always there, so
 * screen readers announce each new error as it appears. When the server could not be reached, a Retry sends the
 * step's form (the one after these lines) again.
 */
export function ErrorLines({ lines }: { lines: string[] }) {
  const retry = (event: MouseEvent<HTMLButtonElement>) =>
    event.currentTarget.closest('[data-error-lines]')?.parentElement?.querySelector('form')?.requestSubmit();
  return (
    <Box role="alert" aria-live="assertive" data-error-lines sx={{ mb: lines.length > 0 ? 3 : 0 }}>
      {lines.map((line) => (
        <Typography key={line} color="error" variant="body2" sx={{ fontWeight: 500 }}>
          {line}
        </Typography>
      ))}
      {lines.includes(UNREACHABLE_MESSAGE) && (
        <Button variant="outlined" color="error" size="small" onClick={retry} sx={{ mt: 1 }}>
          Retry
        </Button>
      )}
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
