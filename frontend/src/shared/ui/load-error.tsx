import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage, isUnreachable, UNREACHABLE_MESSAGE } from '../api/base-query';

interface LoadErrorProps {
  /** What could not be loaded, in the sentence 'We could not load {what}.', e.g. 'the teams'. */
  what: string;
  error: unknown;
  onRetry: () => void;
  /** For narrow places (the sidebar): Retry under the message. */
  dense?: boolean;
}

/**
 * A read that failed, said so in plain words with a Retry, where the content would be: 'We could not reach
 * GrowthCatalyst…' when the server cannot be reached, else 'We could not load {what}.' and the server's reason.
 * Lists show it instead of their empty state, so 'could not load' never reads as 'nothing there'. Built from Box,
 * Typography and Button (no MUI Alert): the route error screen that uses it is part of /login's download.
 */
export function LoadError({ what, error, onRetry, dense = false }: LoadErrorProps) {
  const reason = errorMessage(error, '');
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: dense ? 'column' : 'row',
        alignItems: dense ? 'flex-start' : 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1.5,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" sx={{ flex: dense ? 'none' : '1 1 16rem', color: 'error.dark' }}>
        {isUnreachable(error) ? UNREACHABLE_MESSAGE : `We could not load ${what}.${reason ? ` ${reason}` : ''}`}
      </Typography>
      <Button color="error" variant="outlined" size="small" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
