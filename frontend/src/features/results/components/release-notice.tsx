import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResultsStatusView } from '@gc/contracts';
import { releaseMessage, responseRate } from '../results-format';

/**
 * What the reflection's promise lets the hub show yet: why others' figures are not there and when that changes
 * (under Confidential, the close date in the viewer's zone), how many have submitted while it runs, and the promise
 * itself in a small line, so that a viewer knows how the figures beneath were made.
 */
export function ReleaseNotice({ status }: { status: ResultsStatusView }) {
  const message = releaseMessage(status);
  const rate = status.closed ? null : responseRate(status.response_rate);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {message ? (
        <Alert severity="info" variant="outlined" role="status">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {message}
          </Typography>
          {rate && <Typography variant="body2">{rate}</Typography>}
        </Alert>
      ) : (
        rate && (
          <Typography variant="body2" role="status">
            {rate}
          </Typography>
        )
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {status.promise}
      </Typography>
    </Box>
  );
}
