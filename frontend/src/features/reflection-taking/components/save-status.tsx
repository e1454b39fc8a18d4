import Typography from '@mui/material/Typography';
import type { SaveState } from '../hooks/use-take-autosave';

/** 'Saving…', 'Saved', 'Not saved yet — retrying', or why a save was refused; a polite live region. */
export function SaveStatus({ state, unsaved }: { state: SaveState; unsaved: number }) {
  const text =
    state.kind === 'saving'
      ? 'Saving…'
      : state.kind === 'retrying'
        ? 'Not saved yet — retrying'
        : state.kind === 'refused'
          ? state.message
          : state.kind === 'saved' && unsaved === 0
            ? 'Saved'
            : '';
  const problem = state.kind === 'retrying' || state.kind === 'refused';
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{ color: problem ? 'error.dark' : 'text.secondary', fontWeight: problem ? 600 : 400, minHeight: '1.5em' }}
    >
      {text}
    </Typography>
  );
}
