import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { canAddClient } from '@gc/contracts';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { selectCurrentRole, selectCurrentUser } from '../../../shared/auth/auth-slice';
import { useGetClientsQuery } from '../api/clients-api';

const ADD_CLIENT = '__add-client__';

/**
 * Sidebar workspace selector (admin spec section 2). For now it lists the clients and remembers the choice on
 * this screen; switching the current client on the server (PUT /users/{email} with custom_client_id, reload after
 * 0.5 s) comes with the clients issue.
 */
export function ClientSelector() {
  const navigate = useNavigate();
  const role = useSelector(selectCurrentRole);
  const user = useSelector(selectCurrentUser);
  const { data: clients = [], error } = useGetClientsQuery();
  useQueryErrorBoundary(error);
  const [chosen, setChosen] = useState<string | null>(null);

  const current =
    chosen ??
    clients.find((c) => c.client_selected)?.client_id ??
    clients.find((c) => c.client_id === user?.clientId)?.client_id ??
    clients[0]?.client_id ??
    '';

  return (
    <TextField
      select
      size="small"
      label="Client workspace"
      value={current}
      onChange={(event) => {
        if (event.target.value === ADD_CLIENT) navigate('/app/create-client');
        else setChosen(event.target.value);
      }}
      slotProps={{ select: { displayEmpty: true } }}
    >
      {clients.length === 0 && (
        <MenuItem value="" disabled>
          No clients yet
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
  );
}
