import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

/** The end of an edit-mode form: the server's refusal (if any), Save and Cancel. */
export function EditFormActions({
  failure,
  saveDisabled,
  onCancel,
}: {
  failure: string | null;
  saveDisabled: boolean;
  onCancel: () => void;
}) {
  return (
    <>
      {failure && (
        <Typography role="alert" color="error">
          {failure}
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saveDisabled}>
          Save
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Stack>
    </>
  );
}

/**
 * A view mode with an edit mode: `start` opens the form on `values`, `cancel` drops the changes and any refusal,
 * `done` closes it after a save. `failure` is the server's refusal, shown by EditFormActions.
 */
export function useEditMode<T>(reset: (values: T) => void, values: T) {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return {
    editing,
    failure,
    setFailure,
    start: () => {
      reset(values);
      setEditing(true);
    },
    cancel: () => {
      reset(values);
      setFailure(null);
      setEditing(false);
    },
    done: () => setEditing(false),
  };
}

/** The view mode's button into the edit mode ('Edit Details'). */
export function EditButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outlined" onClick={onClick} sx={{ alignSelf: 'flex-start' }}>
      {children}
    </Button>
  );
}
