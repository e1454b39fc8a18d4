import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { roleLabel, type UserView } from '@gc/contracts';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { useGetUsersQuery, useReactivateUserMutation, useResetUserPasswordMutation } from '../api/users-api';
import { ImportUsersDialog } from '../components/import-users-dialog';
import { ROLE_FILTERS } from '../components/role-options';
import { paths } from '../../../shared/routing/paths';
import { EmailText } from '../../../shared/ui/email-text';

const ALL = 'all';

/** /app/users: 'Manage Users' (admin spec section 2). */
export function ManageUsersPage() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<string>(ALL);
  const role = filter === ALL ? undefined : Number(filter);
  const { data: users, error, isFetching, refetch } = useGetUsersQuery(role);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const actions = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Button variant="contained" onClick={() => navigate(paths.users.create)}>
        Add new user
      </Button>
      <IconButton
        aria-label="User options"
        aria-haspopup="menu"
        aria-expanded={menuAnchor !== null}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        anchorEl={menuAnchor}
        open={menuAnchor !== null}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            navigate(paths.users.create);
          }}
        >
          Add new user
        </MenuItem>
        <MenuItem
          onClick={() => {
            setMenuAnchor(null);
            setImportOpen(true);
          }}
        >
          Import users from CSV
        </MenuItem>
      </Menu>
    </Box>
  );

  return (
    <PageShell title="Manage Users" actions={actions}>
      <TextField
        select
        size="small"
        label="Filter by role"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ maxWidth: 240 }}
      >
        {ROLE_FILTERS.map((option) => (
          <MenuItem key={option.label} value={option.role === undefined ? ALL : String(option.role)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {error && users === undefined ? (
        <LoadError what="the users" error={error} onRetry={() => void refetch()} />
      ) : users === undefined ? (
        <PageLoading />
      ) : users.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">No existing users found</Typography>
        </Paper>
      ) : (
        <UsersTable users={users} busy={isFetching} />
      )}
      <ImportUsersDialog open={importOpen} onClose={() => setImportOpen(false)} />
    </PageShell>
  );
}

function UsersTable({ users, busy }: { users: UserView[]; busy: boolean }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Table aria-label="Users" aria-busy={busy} size="medium">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Role</TableCell>
            <TableCell align="right">Action</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <UserRow key={user.email} user={user} />
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function UserRow({ user }: { user: UserView }) {
  const role = roleLabel(user.custom_role);
  const disabled = user.Enabled !== 'true';
  return (
    <TableRow hover>
      <TableCell sx={{ maxWidth: 0, width: '100%' }}>
        <Typography
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          color={user.name ? 'text.primary' : 'text.secondary'}
        >
          {user.name || 'Pending Login'}
        </Typography>
        {/* the whole address, wrapped at its dots and '@' where needed (no ellipsis at 375 px) */}
        <Typography variant="body2" color="text.secondary">
          <EmailText email={user.email} />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
          {role}
          {disabled && ' · Deleted'}
        </Typography>
      </TableCell>
      <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
        {role}
        {disabled && (
          <Typography variant="body2" color="text.secondary">
            Deleted
          </Typography>
        )}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <RowAction user={user} />
      </TableCell>
    </TableRow>
  );
}

/** One action per row, by status (admin spec section 4, 'User row status'). */
function RowAction({ user }: { user: UserView }) {
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [resetPassword, reset] = useResetUserPasswordMutation();
  const [reactivate, reactivation] = useReactivateUserMutation();
  const who = user.name || user.email;

  if (user.action === 'EDIT USER') {
    return (
      <Button
        size="small"
        variant="outlined"
        aria-label={`EDIT USER ${who}`}
        onClick={() => navigate(paths.users.edit(user.email))}
      >
        EDIT USER
      </Button>
    );
  }
  if (user.action === 'RESET PASSWORD') {
    return (
      <Button
        size="small"
        variant="outlined"
        aria-label={`RESET PASSWORD ${who}`}
        disabled={reset.isLoading}
        onClick={async () => {
          const result = await resetPassword(user.email);
          dispatch(
            notificationShown(
              result.error
                ? { type: 'error', title: 'Password Reset Failed', message: errorMessage(result.error) }
                : {
                    type: 'success',
                    title: 'Password Reset sent',
                    message: `A new temporary password was emailed to ${user.email}.`,
                  },
            ),
          );
        }}
      >
        RESET PASSWORD
      </Button>
    );
  }
  return (
    <Button
      size="small"
      variant="outlined"
      color="secondary"
      aria-label={`REACTIVATE ${who}`}
      disabled={reactivation.isLoading}
      onClick={async () => {
        const result = await reactivate(user.email);
        const rejected = result.data?.find((item) => item.status === 'rejected');
        if (result.error || rejected) {
          const message = rejected?.status === 'rejected' ? rejected.reason.message : errorMessage(result.error);
          dispatch(notificationShown({ type: 'error', title: 'Reactivation failed', message }));
          return;
        }
        dispatch(
          notificationShown({
            type: 'success',
            title: 'User successfully updated!',
            message: `${user.email} is active again.`,
          }),
        );
      }}
    >
      REACTIVATE
    </Button>
  );
}
