import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientInvitationView } from '@gc/contracts';
import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import { selectAccessToken } from '../../../shared/auth/auth-slice';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import {
  useAcceptClientInvitationMutation,
  useDeclineClientInvitationMutation,
  useGetClientInvitationsQuery,
} from '../api/clients-api';

function InvitationAlert({ invitation }: { invitation: ClientInvitationView }) {
  const dispatch = useDispatch();
  const [accept, { isLoading: accepting }] = useAcceptClientInvitationMutation();
  const [decline, { isLoading: declining }] = useDeclineClientInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // Hidden as soon as it is answered, not only once the invitations list has been read again.
  const [answered, setAnswered] = useState(false);
  const busy = accepting || declining;

  const answer = async (accepted: boolean) => {
    setFailure(null);
    const { clientId, clientName } = invitation;
    const result = accepted ? await accept({ clientId }) : await decline({ clientId });
    if (result.error) {
      setFailure(errorMessage(result.error));
      return;
    }
    setAnswered(true);
    dispatch(
      accepted
        ? notificationShown({ type: 'success', title: `You joined ${clientName}.`, message: '' })
        : notificationShown({ type: 'info', title: 'Invitation declined.', message: '' }),
    );
  };

  if (answered) return null;
  return (
    <Alert
      severity="info"
      // A standing offer, not an interruption: a labelled region instead of MUI's default role="alert".
      role="region"
      aria-label={`Invitation to join ${invitation.clientName}`}
      sx={{ '& .MuiAlert-message': { flexGrow: 1, minWidth: 0 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography variant="body2">
            {invitation.clientName} invited you to join as {invitation.role_label}.
          </Typography>
          {failure && (
            <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
              {failure}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button size="small" variant="contained" disabled={busy} onClick={() => void answer(true)}>
            Accept
          </Button>
          <Button size="small" color="inherit" disabled={busy} onClick={() => void answer(false)}>
            Decline
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}

/**
 * Invitations to join other clients (an administrator there added this person's email), shown above every /app
 * page until answered. A convenience only: nothing while loading, when there are none or when the list fails.
 */
export function ClientInvitations() {
  const signedIn = useSelector(selectAccessToken) !== null;
  const { data: invitations = [], isError } = useGetClientInvitationsQuery(undefined, { skip: !signedIn });
  if (!signedIn || isError || invitations.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {invitations.map((invitation) => (
        <InvitationAlert key={invitation.clientId} invitation={invitation} />
      ))}
    </Stack>
  );
}
