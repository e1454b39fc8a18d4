import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { TakeListItem } from '../../../domain/reflections/reflection-types';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../shared/routing/paths';
import { useListTakesQuery } from '../api/taking-api';
import { openBaseline } from '../take-list';

/** The welcome-modal seen flag (member spec section 3: local browser storage). */
export const WELCOME_SEEN_KEY = 'gc.welcomeModalSeen';

function seen(): boolean {
  try {
    return window.localStorage.getItem(WELCOME_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen() {
  try {
    window.localStorage.setItem(WELCOME_SEEN_KEY, 'true');
  } catch {
    // storage unavailable (private mode): the modal may show again, which is harmless
  }
}

/**
 * The welcome modal (member spec section 2): once per browser, when the member has a baseline reflection to take,
 * with Exit and 'Take reflection'.
 */
export function BaselineWelcome({ items }: { items: readonly TakeListItem[] }) {
  const baseline = openBaseline(items);
  const [open, setOpen] = useState(() => !!baseline && !seen());
  const navigate = useNavigate();
  if (!baseline) return null;
  const close = () => {
    markSeen();
    setOpen(false);
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="welcome-title" aria-describedby="welcome-text">
      <DialogTitle id="welcome-title">Welcome to GrowthCatalyst!</DialogTitle>
      <DialogContent>
        <DialogContentText id="welcome-text">
          Start with your baseline reflection, {baseline.assessment_name}: it takes about 15 minutes and gives you and
          your team a starting point to grow from. Until you take it, we will send you a weekly email reminder.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>Exit</Button>
        <Button
          variant="contained"
          onClick={() => {
            close();
            navigate(paths.take.form(baseline.assessment_id));
          }}
        >
          Take reflection
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The welcome modal where the page has no inbox list of its own (the dashboard, composed by app/). */
export function BaselineWelcomeLoader() {
  const { data } = useListTakesQuery();
  return data ? <BaselineWelcome items={data} /> : null;
}
