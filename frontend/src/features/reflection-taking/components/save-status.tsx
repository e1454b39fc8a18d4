import Typography from '@mui/material/Typography';
import type { SaveState } from '../hooks/use-take-autosave';

/** The status line's words: 'Saving…' while anything is pending or in flight, then 'All changes saved'. */
export const SAVING = 'Saving…';
export const ALL_SAVED = 'All changes saved';
export const RETRYING = 'Not saved yet — retrying';

/**
 * 'Saving…' while a change waits for its save or a save is in flight, 'All changes saved' once the server has every
 * change, 'Not saved yet — retrying', or why a save was refused; a polite live region.
 */
export function SaveStatus({ state, unsaved }: { state: SaveState; unsaved: number }) {
  const text =
    state.kind === 'refused'
      ? state.message
      : state.kind === 'retrying'
        ? RETRYING
        : state.kind === 'saving' || unsaved > 0
          ? SAVING
          : state.kind === 'saved'
            ? ALL_SAVED
            : '';
  const problem = state.kind === 'retrying' || state.kind === 'refused';
  return (
    <Typography
      role="status"
      aria-live="polite"
      variant="body2"
      sx={{ color: problem ? 'error.dark' : 'text.secondary', fontWeight: problem ? 600 : 400, minHeight: '1.5em' }}
    >
      {text}
    </Typography>
  );
}
