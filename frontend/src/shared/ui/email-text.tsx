import Box from '@mui/material/Box';
import { Fragment } from 'react';

/**
 * Where an email may break across lines: before '@' and after '.', '-' and '_'. 'ada.lovelace@example.com' ->
 * ['ada.', 'lovelace', '@example.', 'com'].
 */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?=@)|(?<=[._-])/).filter((part) => part !== '');
}

/**
 * An email address that wraps at sensible points on a narrow screen (a <wbr> before '@' and after '.', '-', '_'),
 * and anywhere only as a last resort (a single part wider than its box). Copying it copies the address unchanged.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      {emailBreakParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
}
