import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { PublishAssessmentDto } from '@gc/contracts';
import { useEffect, useMemo } from 'react';
import { useWatch, type Control, type Resolver, type UseFormSetValue } from 'react-hook-form';
import {
  initialMembers,
  MembersPicker,
  pickableMembers,
  withReceiverCheck,
  type MemberRoles,
  type PickableMember,
} from '../../../shared/reflections/members-picker';
import { ScheduleFields, withScheduleCheck } from '../../../shared/reflections/schedule-fields';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetPublishTeamMembersQuery, useGetPublishTeamsQuery } from '../api/builder-api';

/** The General setup tab: what POST /assessments/{id}/publish is sent (general_settings). */
export interface PublishFormValues {
  team_id: string;
  /** ISO instants ('' until picked) */
  launch_date: string;
  due_date: string;
  /** every member of the team with their flags; only the flagged ones are sent */
  members_with_roles: MemberRoles[];
}

export const emptyPublishForm = (): PublishFormValues => ({
  team_id: '',
  launch_date: '',
  due_date: '',
  members_with_roles: [],
});

/** PublishAssessmentDto's rules and messages, the schedule's ('Please select a date', due not before launch) and a receiver. */
export const publishResolver: Resolver<PublishFormValues> = withReceiverCheck(
  withScheduleCheck(classValidatorResolver(PublishAssessmentDto) as unknown as Resolver<PublishFormValues>),
);

/** The team chosen, its members as the picker lists them (for the 'Ready to publish?' summary too). */
export function usePublishTeam(control: Control<PublishFormValues>) {
  const teamId = useWatch({ control, name: 'team_id' });
  const teams = useGetPublishTeamsQuery();
  const members = useGetPublishTeamMembersQuery(teamId, { skip: !teamId });
  const team = teams.data?.find((t) => t.team_id === teamId) ?? null;
  const pickable = useMemo<PickableMember[]>(() => pickableMembers(members.data ?? []), [members.data]);
  return { teamId, teams, members, team, pickable };
}

/**
 * General setup (admin spec section 2): team, launch date, due date (picked in the admin's own time zone) and the
 * team's members with observer / receiver flags.
 */
export function GeneralSetup({
  control,
  setValue,
}: {
  control: Control<PublishFormValues>;
  setValue: UseFormSetValue<PublishFormValues>;
}) {
  const { teamId, teams, members, team, pickable } = usePublishTeam(control);

  // a team chosen starts with none of its members flagged
  useEffect(() => {
    if (teamId && members.data) setValue('members_with_roles', initialMembers(pickable));
  }, [teamId, members.data, pickable, setValue]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {teams.error && teams.data === undefined ? (
        <LoadError what="the teams" error={teams.error} onRetry={() => void teams.refetch()} />
      ) : (
        <FormTextField
          name="team_id"
          control={control}
          select
          label="Team"
          required
          sx={{ maxWidth: { sm: 420 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="" disabled>
            Select team/reflection
          </MenuItem>
          {(teams.data ?? []).map((t) => (
            <MenuItem key={t.team_id} value={t.team_id}>
              {t.team_name}
            </MenuItem>
          ))}
        </FormTextField>
      )}
      <ScheduleFields control={control} />
      {teamId &&
        (members.error && members.data === undefined ? (
          <LoadError what="the team's members" error={members.error} onRetry={() => void members.refetch()} />
        ) : members.data === undefined ? (
          <Typography color="text.secondary">Loading the team's members…</Typography>
        ) : (
          <Box>
            <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
              Members with roles
            </Typography>
            <MembersPicker control={control} members={pickable} label={`Members of ${team?.team_name ?? 'the team'}`} />
          </Box>
        ))}
    </Box>
  );
}
