import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

interface ErrorScreenProps {
  /** Defaults to a full page reload: a render crash or failed query leaves nothing worth keeping. */
  onRefresh?: () => void;
}

/** The spec's fallback screen for render crashes and failed queries. */
export function ErrorScreen({ onRefresh = () => window.location.reload() }: ErrorScreenProps) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 3,
        minHeight: '60vh',
        px: 2,
      }}
    >
      <Typography variant="h4" component="h1">
        Ooops, something went wrong :(
      </Typography>
      <Button variant="contained" onClick={onRefresh}>
        Refresh
      </Button>
    </Box>
  );
}
