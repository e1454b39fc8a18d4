import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Sign-in answered 'User is disabled.': too many attempts, the reset details went to the email (spec section 8). */
export function SuspendedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="suspended-title" aria-describedby="suspended-text">
      <DialogTitle id="suspended-title">Account temporarily suspended</DialogTitle>
      <DialogContent>
        <DialogContentText id="suspended-text">
          You have exceeded the number of allowed attempts, so your account has been temporarily suspended. The details
          to reset your password have been sent to your email.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          Got it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
