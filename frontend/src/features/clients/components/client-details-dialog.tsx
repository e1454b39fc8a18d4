import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { can, Capability, type ClientView } from '@gc/contracts';
import { Fragment, Suspense, useId, type ComponentType } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentRole, selectCurrentUser } from '../../../shared/auth/auth-slice';
import { ClientDetailsPanel } from './client-details-panel';
import { ConfidentialityDefaults } from './confidentiality-defaults';
import { TeamRolesManager } from './team-roles-manager';

/** A section another feature adds for those who edit the client's details (app/ composes it in). */
export type ClientAdminSection = ComponentType<{ clientId: string }>;

/**
 * The current client's details panel, opened from the workspace selector: everyone sees the details;
 * administrators edit them, see (and those who edit the details change) the confidentiality defaults of its OS
 * teams' reflections, and manage the client's team roles below (the roles team members are given). Those who edit
 * the details also get the `adminSections` app/ composes in (single sign-on).
 */
export function ClientDetailsDialog({
  client,
  open,
  onClose,
  adminSections = [],
}: {
  client: ClientView;
  open: boolean;
  onClose: () => void;
  adminSections?: readonly ClientAdminSection[];
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const role = useSelector(selectCurrentRole);
  const user = useSelector(selectCurrentUser);
  const titleId = useId();
  // GET/PUT /stats/settings act on the caller's current client: shown only when that is the client shown
  const isCurrent = client.client_selected || client.client_id === user?.clientId;

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
        {isCurrent && can(role, Capability.ManageTeams) && (
          <>
            <Divider />
            <ConfidentialityDefaults canEdit={can(role, Capability.EditClientDetails)} />
          </>
        )}
        {can(role, Capability.ManageTeams) && (
          <>
            <Divider />
            <TeamRolesManager clientId={client.client_id} />
          </>
        )}
        {can(role, Capability.EditClientDetails) &&
          adminSections.map((Section, index) => (
            <Fragment key={index}>
              <Divider />
              {/* a section may load its code when the panel opens */}
              <Suspense fallback={null}>
                <Section clientId={client.client_id} />
              </Suspense>
            </Fragment>
          ))}
      </DialogContent>
    </Dialog>
  );
}
