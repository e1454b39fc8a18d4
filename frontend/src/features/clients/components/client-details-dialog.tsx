import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { can, Capability, type ClientView } from '@gc/contracts';
import { useId } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentRole } from '../../../shared/auth/auth-slice';
import { ClientDetailsPanel } from './client-details-panel';
import { TeamRolesManager } from './team-roles-manager';

/**
 * The current client's details panel, opened from the workspace selector: everyone sees the details;
 * administrators edit them and manage the client's team roles below (the roles team members are given).
 */
export function ClientDetailsDialog({
  client,
  open,
  onClose,
}: {
  client: ClientView;
  open: boolean;
  onClose: () => void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const role = useSelector(selectCurrentRole);
  const titleId = useId();

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        Client details
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <ClientDetailsPanel client={client} canEdit={can(role, Capability.EditClientDetails)} />
        {can(role, Capability.ManageTeams) && (
          <>
            <Divider />
            <TeamRolesManager clientId={client.client_id} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
