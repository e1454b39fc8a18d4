import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { TeamMemberView } from '@gc/contracts';
import type { ReactNode } from 'react';
import { EmailText } from '../../../shared/ui/email-text';

const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Spec (section 2): the empty state of a team without members. */
export const NO_MEMBERS = 'No members in this team';

/**
 * A team's members: name, email and team role. `roleCell` and `actions` let the members page put its role
 * dropdown and remove button in the same table.
 */
export function MembersTable({
  teamName,
  members,
  roleCell,
  actions,
}: {
  teamName: string;
  members: TeamMemberView[];
  roleCell?: (member: TeamMemberView) => ReactNode;
  actions?: (member: TeamMemberView) => ReactNode;
}) {
  if (members.length === 0) {
    return <Typography color="text.secondary">{NO_MEMBERS}</Typography>;
  }
  return (
    <TableContainer sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table
        size="small"
        aria-label={`Members of ${teamName}`}
        // On phones every pixel of a 375 px row counts: tighter cell padding keeps the actions in view.
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={hideOnPhones}>Email</TableCell>
            <TableCell>Team role</TableCell>
            {actions && (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.user_id}>
              <TableCell>
                {member.name || 'Pending Login'}
                {/* on phones the email sits under the name instead of in a column of its own */}
                <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                  <EmailText email={member.email} />
                </Typography>
              </TableCell>
              <TableCell sx={hideOnPhones}>
                <EmailText email={member.email} />
              </TableCell>
              <TableCell>{roleCell ? roleCell(member) : (member.team_role_name ?? member.team_role)}</TableCell>
              {actions && <TableCell align="right">{actions(member)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
