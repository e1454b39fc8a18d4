import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useId } from 'react';

interface ConfidentialityNoteProps {
  /** the promise in plain words (`confidentialityPromise`, or the take view's `confidentiality_promise`) */
  promise: string;
  /** names the note; default 'How your ratings are shown' */
  title?: string;
  /** one line (beside a section's rating cards) instead of a titled box */
  compact?: boolean;
}

/**
 * How ratings are shown, as the people who rate read it: a titled box on the take screen's instructions (and under
 * the admin's choice, so they see what takers will read) and a compact line above a section's rating cards. A note,
 * not an alert or a status: it is read where it stands, never announced by itself.
 */
export function ConfidentialityNote({ promise, title = 'How your ratings are shown', compact = false }: ConfidentialityNoteProps) {
  const titleId = useId();
  if (compact) {
    return (
      <Alert
        severity="info"
        role="note"
        aria-labelledby={titleId}
        sx={{ py: 0, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
      >
        <Box component="span" id={titleId} sx={{ fontWeight: 600 }}>
          {title}:
        </Box>{' '}
        {promise}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="note" aria-labelledby={titleId} sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
      <AlertTitle id={titleId}>{title}</AlertTitle>
      {promise}
    </Alert>
  );
}
