import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage, isUnreachable, UNREACHABLE_MESSAGE } from '../api/base-query';

interface LoadErrorProps {
  /** What could not be loaded, in the sentence 'We could not load {what}.', e.g. 'the teams'. */
  what: string;
  error: unknown;
  onRetry: () => void;
}

/**
 * A read that failed, said so in plain words with a Retry, where the content would be: 'We could not reach
 * GrowthCatalyst…' when the server cannot be reached, else 'We could not load {what}.' and the server's reason.
 * Lists show it instead of their empty state, so 'could not load' never reads as 'nothing there'.
 */
export function LoadError({ what, error, onRetry }: LoadErrorProps) {
  const unreachable = isUnreachable(error);
  const reason = errorMessage(error, '');
  return (
    <Alert
      severity="error"
      variant="outlined"
      role="alert"
      // MUI lets the message scroll (overflow: auto), which axe flags as a scrollable region without focus
      sx={{ '& .MuiAlert-message': { overflow: 'visible' } }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {unreachable ? UNREACHABLE_MESSAGE : `We could not load ${what}.${reason ? ` ${reason}` : ''}`}
    </Alert>
  );
}
