import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { MemberRoles, PickableMember } from '../../../shared/reflections/members-picker';
import { formatShownDate } from '../../../shared/reflections/reflection-dates';

interface PublishDialogProps {
  open: boolean;
  teamName: string;
  assignees: MemberRoles[];
  members: PickableMember[];
  launchDate: string;
  dueDate: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const rolesOf = (m: MemberRoles) => [m.reciever && 'Receiver', m.observer && 'Observer'].filter(Boolean).join(', ');

/** 'Ready to publish?' (admin spec section 2): the team's name and the assignees with their team roles. */
export function PublishDialog(props: PublishDialogProps) {
  const { open, teamName, assignees, members, launchDate, dueDate, busy, onCancel, onConfirm } = props;
  const id = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Ready to publish?</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography>
          Team: <strong>{teamName}</strong>
        </Typography>
        {launchDate && dueDate && (
          <Typography variant="body2" color="text.secondary">
            Launch {formatShownDate(launchDate)} · Due {formatShownDate(dueDate)}
          </Typography>
        )}
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          Assignees
        </Typography>
        <Typography component="ul" sx={{ m: 0, pl: 3 }}>
          {assignees.map((assignee) => {
            const member = members.find((m) => m.email.toLowerCase() === assignee.email.toLowerCase());
            const teamRole = member?.team_role ? ` (${member.team_role})` : '';
            return (
              <li key={assignee.email}>
                {member?.name || assignee.email}
                {teamRole} — {rolesOf(assignee)}
              </li>
            );
          })}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          Publish reflection
        </Button>
      </DialogActions>
    </Dialog>
  );
}
