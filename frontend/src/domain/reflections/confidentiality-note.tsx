import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useId } from 'react';

interface ConfidentialityNoteProps {
  /** the promise in plain words (`confidentialityPromise`, or the take view's `confidentiality_promise`) */
  promise: string;
  /** names the note; default 'How your ratings are shown' */
  title?: string;
  /** one line (above a section's rating cards) instead of a titled box */
  compact?: boolean;
  /** for a control that the note describes (aria-describedby) */
  id?: string;
}

/**
 * How ratings are shown, in the words the people who rate read: a titled box on the take screen's instructions (and
 * under the admin's choice, so they see what takers will read), a compact line above a section's rating cards. A
 * note, not an alert or a status: it is read where it stands and never announced by itself.
 */
export function ConfidentialityNote({
  promise,
  title = 'How your ratings are shown',
  compact = false,
  id,
}: ConfidentialityNoteProps) {
  const titleId = useId();
  return (
    <Alert
      id={id}
      severity="info"
      role="note"
      aria-labelledby={titleId}
      sx={{ ...(compact ? { py: 0 } : {}), '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {compact ? (
        <>
          <Box component="span" id={titleId} sx={{ fontWeight: 600 }}>
            {title}
          </Box>
          : {promise}
        </>
      ) : (
        <>
          <AlertTitle id={titleId}>{title}</AlertTitle>
          {promise}
        </>
      )}
    </Alert>
  );
}
