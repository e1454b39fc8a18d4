import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { confidentialityLabel, confidentialityPromise, type Confidentiality } from '@gc/contracts';
import { useId } from 'react';
import type { MemberRoles, PickableMember } from '../../../domain/reflections/members-picker';
import { formatShownDate } from '../../../domain/reflections/reflection-dates';
import { EmailText } from '../../../shared/ui/email-text';

interface PublishDialogProps {
  open: boolean;
  teamName: string;
  assignees: MemberRoles[];
  members: PickableMember[];
  launchDate: string;
  dueDate: string;
  /** how the ratings will be shown (null only while the form holds no valid choice) */
  confidentiality: Confidentiality | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const rolesOf = (m: MemberRoles) => [m.receiver && 'Receiver', m.observer && 'Observer'].filter(Boolean).join(', ');

/**
 * 'Ready to publish?' (admin spec section 2): the team's name, the assignees with their team roles, and how their
 * ratings will be shown with the promise they will read (issue 28).
 */
export function PublishDialog(props: PublishDialogProps) {
  const { open, teamName, assignees, members, launchDate, dueDate, confidentiality, busy, onCancel, onConfirm } = props;
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
        {confidentiality && (
          <>
            <Typography>
              How ratings are shown: <strong>{confidentialityLabel(confidentiality)}</strong>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Takers will read: {confidentialityPromise(confidentiality)}
            </Typography>
          </>
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
                {member?.name || <EmailText email={assignee.email} />}
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
