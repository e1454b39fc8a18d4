import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { dtoResolver } from '../../../shared/forms/resolvers';
import {
  confidential,
  DEFAULT_MIN_RATERS,
  defaultConfidentiality,
  isCofounderTeamType,
  PublishReflectionDto,
  ReflectionMessages,
  roleLabel,
  type ConfidentialityDefaults,
  type TeamMemberView,
} from '@gc/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch, type Control, type Resolver, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import {
  ConfidentialityFields,
  confidentialityForm,
  type ConfidentialityForm,
} from '../../../domain/reflections/confidentiality-fields';
import {
  initialMembers,
  MembersPicker,
  pickableMembers,
  withReceiverCheck,
  type MemberRoles,
  type PickableMember,
} from '../../../domain/reflections/members-picker';
import { ScheduleFields, withScheduleCheck } from '../../../domain/reflections/schedule-fields';
import { BuilderField } from './builder-field';
import { LoadError } from '../../../shared/ui/load-error';
import {
  useGetPublishConfidentialityDefaultsQuery,
  useGetPublishTeamMembersQuery,
  useGetPublishTeamsQuery,
} from '../api/builder-api';

/** The General setup tab: what POST /assessments/{id}/publish is sent (general_settings). */
export interface PublishFormValues {
  team_id: string;
  /** ISO instants ('' until picked) */
  launch_date: string;
  due_date: string;
  /** every member of the team with their flags; only the flagged ones are sent */
  members_with_roles: MemberRoles[];
  /** how the ratings will be shown: starts as the chosen team's type says (`defaultConfidentiality`) */
  confidentiality: ConfidentialityForm;
}

/** The client's defaults when they cannot be read: Confidential, at least 3 raters (the stricter reading). */
const FALLBACK_DEFAULTS: ConfidentialityDefaults = { mode: 'CONFIDENTIAL', minRaters: DEFAULT_MIN_RATERS };

export const emptyPublishForm = (): PublishFormValues => ({
  team_id: '',
  launch_date: '',
  due_date: '',
  members_with_roles: [],
  confidentiality: confidentialityForm(confidential(DEFAULT_MIN_RATERS)),
});

const sameForm = (a: ConfidentialityForm | undefined, b: ConfidentialityForm) =>
  a?.mode === b.mode && a.min_raters === b.min_raters;

/** PublishReflectionDto's rules and messages, the schedule's ('Please select a date', due not before launch) and a receiver. */
export const publishResolver: Resolver<PublishFormValues> = withReceiverCheck(
  withScheduleCheck(dtoResolver<PublishFormValues>(PublishReflectionDto)),
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
 * The promise a chosen team starts with (issue 28): cofounder teams Open, OS teams the client's defaults (GET
 * /stats/settings; Confidential with 3 when they cannot be read). Chosen again with every team, until the admin
 * picks something else themselves: their choice then stays.
 */
function useDefaultConfidentiality(
  teamId: string,
  teamType: string | undefined,
  getValues: UseFormGetValues<PublishFormValues>,
  setValue: UseFormSetValue<PublishFormValues>,
  restored: boolean,
) {
  const defaults = useGetPublishConfidentialityDefaultsQuery(undefined, { skip: !teamId });
  const clientDefaults = useMemo<ConfidentialityDefaults>(
    () =>
      defaults.data ? { mode: defaults.data.default_mode, minRaters: defaults.data.min_raters } : FALLBACK_DEFAULTS,
    [defaults.data],
  );
  const settled = defaults.data !== undefined || defaults.isError;
  // the value last set here: while the form still holds it, the admin has not chosen
  // (a setup saved with the draft holds the admin's choice: no default replaces it)
  const lastDefault = useRef<ConfidentialityForm | undefined>(
    restored ? undefined : emptyPublishForm().confidentiality,
  );
  useEffect(() => {
    if (!teamType || !(settled || isCofounderTeamType(teamType))) return;
    if (!lastDefault.current || !sameForm(getValues('confidentiality'), lastDefault.current)) return;
    const next = confidentialityForm(defaultConfidentiality(teamType, clientDefaults), clientDefaults.minRaters);
    lastDefault.current = next;
    setValue('confidentiality', next);
  }, [teamId, teamType, settled, clientDefaults, getValues, setValue]);
}

/**
 * The team role a form is built for (the builder's `role` query parameter, general_settings.role_to_assesst): a
 * team role id of the spec's role table ('2') or a team role's name ('Cofounder'); null when absent or unknown.
 */
export function builtForRole(role: string | null | undefined): { id: string | null; label: string } | null {
  const text = role?.trim();
  if (!text) return null;
  const label = roleLabel(text);
  if (label !== 'Unknown Role') return { id: text, label };
  return /^\d+$/.test(text) ? null : { id: null, label: text };
}

/** The team's members who hold the role the form is built for: they start as its receivers. */
export function presetReceivers(members: readonly TeamMemberView[], role: ReturnType<typeof builtForRole>) {
  if (!role) return [];
  const name = role.label.toLowerCase();
  return members
    .filter((m) => (role.id !== null && m.team_role === role.id) || (m.team_role_name ?? '').toLowerCase() === name)
    .map((m) => ({ email: m.email, observer: false, receiver: true }));
}

/**
 * General setup (admin spec section 2): team, launch date, due date (picked in the admin's own time zone), how the
 * ratings will be shown (issue 28) and the team's members with observer / receiver flags.
 */
export function GeneralSetup({
  control,
  getValues,
  setValue,
  restoredTeamId,
  role,
  cofounderMissing = false,
}: {
  control: Control<PublishFormValues>;
  getValues: UseFormGetValues<PublishFormValues>;
  setValue: UseFormSetValue<PublishFormValues>;
  /** the team of a setup saved with the draft: its members keep the flags saved (issue 29) */
  restoredTeamId?: string;
  /** the `role` query parameter: the team role the form is built for */
  role?: string | null;
  /** the reflection asks cofounder questions and no assignee is a Cofounder (issue 29) */
  cofounderMissing?: boolean;
}) {
  const { teamId, teams, members, team, pickable } = usePublishTeam(control);
  useDefaultConfidentiality(teamId, team?.team_type, getValues, setValue, !!restoredTeamId);
  const builtFor = useMemo(() => builtForRole(role), [role]);

  // a team chosen starts with its members of the role the form is built for as receivers (none without a role);
  // the team saved with the draft keeps the flags saved
  const keep = useRef(restoredTeamId);
  useEffect(() => {
    if (!teamId || !members.data) return;
    const kept = keep.current === teamId ? getValues('members_with_roles') : presetReceivers(members.data, builtFor);
    keep.current = undefined;
    setValue('members_with_roles', initialMembers(pickable, kept));
  }, [teamId, members.data, pickable, builtFor, getValues, setValue]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {builtFor && (
        <Typography color="text.secondary">
          Built for the team role <strong>{builtFor.label}</strong>: the team&apos;s members with this role start as
          receivers.
        </Typography>
      )}
      {teams.error && teams.data === undefined ? (
        <LoadError what="the teams" error={teams.error} onRetry={() => void teams.refetch()} />
      ) : (
        <BuilderField
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
        </BuilderField>
      )}
      <ScheduleFields control={control} />
      <ConfidentialityFields
        control={control}
        description={
          !team
            ? "Set by the team chosen: cofounder teams' reflections start Open, OS teams' with the client's defaults."
            : isCofounderTeamType(team.team_type)
              ? "Cofounder teams' reflections start Open."
              : "OS teams' reflections start with the client's defaults."
        }
      />
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
            {cofounderMissing && (
              <Alert id="cofounder-assignee-required" severity="error" sx={{ mb: 1 }}>
                {ReflectionMessages.cofounderAssigneeRequired}
              </Alert>
            )}
            <MembersPicker control={control} members={pickable} label={`Members of ${team?.team_name ?? 'the team'}`} />
          </Box>
        ))}
    </Box>
  );
}
