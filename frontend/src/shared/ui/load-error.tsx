import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage, isUnreachable, UNREACHABLE_MESSAGE } from '../api/base-query';

interface LoadErrorProps {
  /** What could not be loaded, in the sentence 'We could not load {what}.', e.g. 'the teams'. */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** For narrow places (the sidebar): no icon, Retry under the message. */
  dense?: boolean;
}

/**
 * A read that failed, said so in plain words with a Retry, where the content would be: 'We could not reach
 * GrowthCatalyst…' when the server cannot be reached, else 'We could not load {what}.' and the server's reason.
 * Lists show it instead of their empty state, so 'could not load' never reads as 'nothing there'.
 */
export function LoadError({ what, error, onRetry, dense = false }: LoadErrorProps) {
  const unreachable = isUnreachable(error);
  const reason = errorMessage(error, '');
  return (
    <Alert
      severity="error"
      variant="outlined"
      role="alert"
      icon={dense ? false : undefined}
      sx={dense ? { flexDirection: 'column', '& .MuiAlert-action': { ml: 0, pl: 0, pt: 0 } } : undefined}
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
