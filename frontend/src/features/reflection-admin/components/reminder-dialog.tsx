import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { COMPLETION_LABELS, type AdminPhase } from '@gc/contracts';
import type { MemberWithRole } from '../../../domain/reflections/reflection-types';
import { formatInTimeZone } from 'date-fns-tz';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/base-query';
import { browserTimeZone } from '../../../domain/reflections/reflection-dates';
import { useGetReflectionQuery } from '../../../domain/reflections/reflections-api';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetReminderStatusQuery, useRemindReflectionMutation } from '../api/reminders-api';
import { EmailText } from '../../../shared/ui/email-text';

/** A reminder can go while the reflection is open: launched (In Progress or Past Due) and not closed. */
export const canSendReminder = (phase: AdminPhase | 'NEW'): boolean => phase === 'IN_PROGRESS' || phase === 'PAST_DUE';

/** 'Last reminder sent November 27, 2026 at 09:00' in the viewer's time zone, or 'No reminder sent yet'. */
export function lastReminderText(lastSentAt: string | null, timeZone = browserTimeZone()): string {
  return lastSentAt
    ? `Last reminder sent ${formatInTimeZone(lastSentAt, timeZone, "MMMM dd, yyyy 'at' HH:mm")}`
    : 'No reminder sent yet';
}

/**
 * 'Send reminder' on Manage Reflections' cards and beside Edit Reflection's completion list (issues 10 and 29): who
 * has finished and who has not (the reflection's members_with_roles) and when the last reminder went, then
 * POST /assessments/{id}/remind nudges the others, at most once a day.
 */
export function SendReminderButton({
  reflectionId,
  name,
  size = 'small',
}: {
  reflectionId: string;
  name: string;
  size?: 'small' | 'medium';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant="outlined" onClick={() => setOpen(true)} aria-label={`Send reminder: ${name}`}>
        Send reminder
      </Button>
      {open && <ReminderDialog reflectionId={reflectionId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReminderDialog({ reflectionId, name, onClose }: { reflectionId: string; name: string; onClose: () => void }) {
  const reflection = useGetReflectionQuery(reflectionId, { refetchOnMountOrArgChange: true });
  const status = useGetReminderStatusQuery(reflectionId, { refetchOnMountOrArgChange: true });
  const [remind, reminding] = useRemindReflectionMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const assignees = (reflection.data?.general_settings?.members_with_roles ?? []).filter(
    (member) => member.completion !== 'NOT_ASSIGNED',
  );
  const finished = assignees.filter((member) => member.completion === 'COMPLETED');
  const waiting = assignees.filter((member) => member.completion !== 'COMPLETED');

  const send = async () => {
    const result = await remind(reflectionId);
    // sent or refused, the last-sent line shows what the server now holds
    void status.refetch();
    if (result.error) setOutcome({ ok: false, text: errorMessage(result.error) });
    else
      setOutcome({
        ok: true,
        text:
          result.data.reminded.length > 0
            ? `Reminder sent to ${result.data.reminded.join(', ')}.`
            : 'Nobody needed a reminder.',
      });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="reminder-title" fullWidth maxWidth="sm">
      <DialogTitle id="reminder-title" sx={{ overflowWrap: 'anywhere' }}>
        Send reminder: {name}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {reflection.error ? (
          <LoadError what="who has finished" error={reflection.error} onRetry={() => void reflection.refetch()} dense />
        ) : !reflection.data ? (
          <Typography color="text.secondary">Loading…</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <People title="Not finished yet" people={waiting} />
            <People title="Finished" people={finished} />
          </Box>
        )}
        <Typography variant="body2" color="text.secondary">
          Everyone who has not finished gets an email with a link to the reflection. You can send one reminder a day.
        </Typography>
        {status.data ? (
          <Typography variant="body2" aria-live="polite">
            {lastReminderText(status.data.last_sent_at)}
            {status.data.sent_today && !outcome ? '. The next one can be sent tomorrow.' : ''}
          </Typography>
        ) : status.error ? (
          <LoadError
            what="when the last reminder was sent"
            error={status.error}
            onRetry={() => void status.refetch()}
            dense
          />
        ) : null}
        {outcome && (
          <Typography
            role={outcome.ok ? 'status' : 'alert'}
            sx={{ color: outcome.ok ? 'success.dark' : 'error.dark', overflowWrap: 'anywhere' }}
          >
            {outcome.text}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          onClick={() => void send()}
          disabled={
            reminding.isLoading ||
            outcome?.ok === true ||
            status.data?.sent_today === true ||
            (!!reflection.data && waiting.length === 0)
          }
        >
          Send reminder
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function People({ title, people }: { title: string; people: MemberWithRole[] }) {
  const id = `reminder-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3">
        {title} ({people.length})
      </Typography>
      {people.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody
        </Typography>
      ) : (
        <List dense disablePadding>
          {people.map((person) => (
            <ListItem key={person.user_id} disableGutters sx={{ display: 'block' }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {person.name || <EmailText email={person.email} />}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {COMPLETION_LABELS[person.completion]}
              </Typography>
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
