import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One label/value pair of a read-mode details list (inside a `dl`); an empty value reads '—'. */
export function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Box>
  );
}
