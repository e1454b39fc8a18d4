import InfoOutlined from '@mui/icons-material/InfoOutlined';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { canAddClient } from '@gc/contracts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectCurrentRole, selectCurrentUser } from '../../../shared/auth/auth-slice';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetClientsQuery, useSwitchClientMutation } from '../api/clients-api';
import { ClientDetailsDialog, type ClientAdminSection } from './client-details-dialog';
import { paths } from '../../../shared/routing/paths';

const ADD_CLIENT = '__add-client__';

/** Spec (section 9): the page refreshes 0.5 s after the switch. */
export const CLIENT_SWITCH_DELAY_MS = 500;

/**
 * Sidebar workspace selector (admin spec section 2): the user's clients, then '+ Add a new client' for the Global
 * Administrator. Choosing a client makes it the user's current client on the server, marks it selected here at
 * once, and refreshes the page after 0.5 s so every screen reloads for the new workspace. The (i) button opens the
 * current client's details panel (and, for administrators, its team roles).
 */
export function ClientSelector({
  reload = () => window.location.reload(),
  detailsAdminSections,
}: {
  reload?: () => void;
  /** sections of other features on the details panel, for those who edit the client's details */
  detailsAdminSections?: readonly ClientAdminSection[];
}) {
  const navigate = useNavigate();
  const role = useSelector(selectCurrentRole);
  const user = useSelector(selectCurrentUser);
  const { data: clients = [], error, isError, isLoading, refetch } = useGetClientsQuery();
  const [switchClient, { isLoading: switching }] = useSwitchClientMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);

  const selected =
    clients.find((c) => c.client_selected)?.client_id ??
    clients.find((c) => c.client_id === user?.clientId)?.client_id ??
    clients[0]?.client_id ??
    '';
  const current = chosen ?? selected;
  const currentClient = clients.find((c) => c.client_id === selected) ?? null;

  const choose = async (clientId: string) => {
    if (clientId === ADD_CLIENT) {
      navigate(paths.createClient);
      return;
    }
    if (clientId === current || !user) return;
    setChosen(clientId);
    const result = await switchClient({ email: user.email, clientId });
    if (result.error) {
      // Spec (section 8): an update-user error on client switch is only logged.
      console.error('Client switch failed', result.error);
      setChosen(null);
      return;
    }
    setTimeout(reload, CLIENT_SWITCH_DELAY_MS);
  };

  // in the sidebar, so a failure stays here: the header, menu and page around it keep working
  if (isError && clients.length === 0) {
    return <LoadError what="your client workspaces" error={error} onRetry={() => void refetch()} dense />;
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Client workspace"
        value={current}
        disabled={switching}
        onChange={(event) => void choose(event.target.value)}
        slotProps={{ select: { displayEmpty: true } }}
      >
        {clients.length === 0 && (
          <MenuItem value="" disabled>
            {isLoading ? 'Loading your clients…' : 'No clients yet'}
          </MenuItem>
        )}
        {clients.map((client) => (
          <MenuItem key={client.client_id} value={client.client_id}>
            {client.client_name}
          </MenuItem>
        ))}
        {canAddClient(role) && (
          <MenuItem value={ADD_CLIENT} sx={{ borderTop: 1, borderColor: 'divider', color: 'primary.main' }}>
            + Add a new client
          </MenuItem>
        )}
      </TextField>
      {currentClient && (
        <>
          <Tooltip title="Client details">
            <IconButton aria-label="Client details" onClick={() => setDetailsOpen(true)}>
              <InfoOutlined />
            </IconButton>
          </Tooltip>
          <ClientDetailsDialog
            client={currentClient}
            open={detailsOpen}
            onClose={() => setDetailsOpen(false)}
            adminSections={detailsAdminSections}
          />
        </>
      )}
    </Stack>
  );
}
