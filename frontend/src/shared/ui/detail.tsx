import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

/**
 * One label/value pair of a read-mode details list (a direct child of the `dl`: wrap it in nothing else, pass `sx`
 * for its place in the grid); an empty value reads '—'.
 */
export function Detail({ label, value, sx }: { label: string; value: string | null | undefined; sx?: SxProps<Theme> }) {
  return (
    <Box sx={sx}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}
