import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
