import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ReflectionMessages, type TeamMemberView } from '@gc/contracts';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Controller, get, type Control, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { withCheck } from '../../shared/forms/resolvers';
import { EmailText } from '../../shared/ui/email-text';

/** One assignee as general_settings.members_with_roles sends it (the spec's 'receiver' spelling). */
export interface MemberRoles {
  email: string;
  observer: boolean;
  receiver: boolean;
}

/** A member as the picker lists them: a team member, or an assignee of a published reflection. */
export interface PickableMember {
  email: string;
  name: string | null;
  /** the team role's name */
  team_role: string | null;
}

/** The picker's rows from GET /teams/{id}/members. */
export const pickableMembers = (members: TeamMemberView[]): PickableMember[] =>
  members.map((m) => ({ email: m.email, name: m.name, team_role: m.team_role_name }));

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The members with at least one flag set, in the team's order: what the API is sent. */
export function assignedOnly(value: MemberRoles[]): MemberRoles[] {
  return value.filter((m) => m.observer || m.receiver);
}

/**
 * The picker's starting value: every member, in the list's order, with the flags `assigned` gives them. Start a
 * form with it so that ticking a box and unticking it again leaves the form as it was (not dirty).
 */
export function initialMembers(members: PickableMember[], assigned: readonly MemberRoles[] = []): MemberRoles[] {
  return members.map((member) => {
    const found = assigned.find((m) => same(m.email, member.email));
    return { email: member.email, observer: !!found?.observer, receiver: !!found?.receiver };
  });
}

/** Publish needs at least one receiver (admin spec section 5). */
export function receiverError(value: MemberRoles[] | undefined): string | null {
  return (value ?? []).some((m) => m.receiver) ? null : ReflectionMessages.atLeastOneReceiver;
}

/** A resolver that also asks for a receiver (`receiverError`) under the picker's field, after `resolver`. */
export function withReceiverCheck<T extends FieldValues, C = unknown>(
  resolver: Resolver<T, C>,
  name = 'members_with_roles',
): Resolver<T, C> {
  return withCheck(resolver, (values) => {
    const message = receiverError(get(values, name));
    return { [name]: message ? { type: 'receiver', message } : undefined };
  });
}

interface MembersPickerProps<T extends FieldValues> {
  control: Control<T>;
  /** the form's field holding MemberRoles[]; default 'members_with_roles' */
  name?: FieldPath<T>;
  members: PickableMember[];
  /** a caption for the table, e.g. 'Members of Rocket' */
  label: string;
  /** extra cells after the checkboxes (the Edit Reflection page's completion) */
  extraColumn?: { title: string; cell: (member: PickableMember) => ReactNode };
  disabled?: boolean;
}

/**
 * A team's members with an 'Observer' and a 'Receiver' checkbox each (admin spec section 2, General setup; section
 * 1: observers give input without reflecting on themselves, receivers reflect on themselves). A member is one or
 * the other, or not assigned: ticking one clears the other. The value lists the
 * members with their flags; the field's error (e.g. 'You must select at least one member to publish an
 * assessment', from the form's resolver and `receiverError`) shows under the table.
 */
export function MembersPicker<T extends FieldValues>({
  control,
  name = 'members_with_roles' as FieldPath<T>,
  members,
  label,
  extraColumn,
  disabled = false,
}: MembersPickerProps<T>) {
  const errorId = useId();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, ref }, fieldState }) => {
        const current = (Array.isArray(value) ? value : []) as MemberRoles[];
        const flagsOf = (email: string) => current.find((m) => same(m.email, email));
        const toggle = (email: string, flag: 'observer' | 'receiver', checked: boolean) => {
          const next: MemberRoles[] = members.map((member) => {
            const before = flagsOf(member.email) ?? { email: member.email, observer: false, receiver: false };
            if (!same(member.email, email)) return before;
            // one or the other (the API refuses both): ticking one clears the other
            const other = flag === 'observer' ? 'receiver' : 'observer';
            return { ...before, email: member.email, [flag]: checked, [other]: checked ? false : before[other] };
          });
          onChange(next);
        };
        const message = fieldState.error?.message ?? fieldState.error?.root?.message;
        if (members.length === 0) {
          return <Typography color="text.secondary">No members in this team</Typography>;
        }
        return (
          <Box>
            <TableContainer sx={{ overflowX: 'auto' }}>
              <Table
                size="small"
                aria-label={label}
                aria-describedby={message ? errorId : undefined}
                sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>Member</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Team role</TableCell>
                    <TableCell align="center">Observer</TableCell>
                    <TableCell align="center">Receiver</TableCell>
                    {extraColumn && <TableCell>{extraColumn.title}</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {members.map((member, index) => {
                    const flags = flagsOf(member.email);
                    const who = member.name || member.email;
                    return (
                      <TableRow key={member.email}>
                        <TableCell sx={{ maxWidth: { xs: 130, sm: 'none' } }}>
                          <Typography variant="body2">{member.name || 'Pending Login'}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            <EmailText email={member.email} />
                          </Typography>
                          {/* on phones the team role sits under the email instead of in a column of its own */}
                          <Typography
                            variant="body2"
                            color="text.secondary"
                            sx={{ display: { sm: 'none' }, overflowWrap: 'anywhere' }}
                          >
                            {member.team_role ?? ''}
                          </Typography>
                        </TableCell>
                        <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                          {member.team_role ?? '—'}
                        </TableCell>
                        <TableCell align="center" padding="checkbox">
                          <Checkbox
                            checked={!!flags?.observer}
                            disabled={disabled}
                            onChange={(event) => toggle(member.email, 'observer', event.target.checked)}
                            slotProps={{
                              input: { 'aria-label': `Observer: ${who}`, ref: index === 0 ? ref : undefined },
                            }}
                          />
                        </TableCell>
                        <TableCell align="center" padding="checkbox">
                          <Checkbox
                            checked={!!flags?.receiver}
                            disabled={disabled}
                            onChange={(event) => toggle(member.email, 'receiver', event.target.checked)}
                            slotProps={{ input: { 'aria-label': `Receiver: ${who}` } }}
                          />
                        </TableCell>
                        {extraColumn && <TableCell>{extraColumn.cell(member)}</TableCell>}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            {message && (
              <Typography id={errorId} role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
                {message}
              </Typography>
            )}
          </Box>
        );
      }}
    />
  );
}
