import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResultsStatus } from '../../../domain/reflections/reflection-types';
import { ConfidentialityNote } from '../../../domain/reflections/confidentiality-note';
import { releaseMessage, responseRate } from '../results-format';

/**
 * What the reflection's promise lets the hub show yet: why others' figures are not there and when that changes
 * (under Confidential, the close date in the viewer's zone), how many have submitted while it runs, and the promise
 * itself in one line, so that a viewer knows how the figures beneath were made. Notes read where they stand, not
 * announcements.
 */
export function ReleaseNotice({ status }: { status: ResultsStatus }) {
  const message = releaseMessage(status);
  const rate = status.closed ? null : responseRate(status.response_rate);
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {message ? (
        <Alert
          severity="info"
          variant="outlined"
          role="note"
          sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {message}
          </Typography>
          {rate && <Typography variant="body2">{rate}</Typography>}
        </Alert>
      ) : (
        rate && <Typography variant="body2">{rate}</Typography>
      )}
      <ConfidentialityNote promise={status.promise} title="How figures are shown" compact />
    </Box>
  );
}
