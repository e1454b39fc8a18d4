import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface NameDialogProps {
  title: string;
  /** the name's field (and any text above it) */
  children: ReactNode;
  submitLabel?: string;
  busy: boolean;
  /** the server's refusal, under the field */
  failure?: string | null;
  open?: boolean;
  maxWidth?: 'xs' | 'sm';
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

/** A dialog that asks for one name (Rename, Save as template, Rename chat): the field, Cancel and Save. */
export function NameDialog(props: NameDialogProps) {
  const { title, children, submitLabel = 'Save', busy, failure, open = true, maxWidth = 'sm' } = props;
  const id = useId();
  return (
    <Dialog open={open} onClose={props.onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth={maxWidth}>
      <form onSubmit={props.onSubmit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {failure && (
            <Typography role="alert" color="error" sx={{ mt: 2 }}>
              {failure}
            </Typography>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
