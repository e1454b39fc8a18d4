import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  COMPLETION_LABELS,
  EditPublishedReflectionDto,
  fromConfidentialityView,
  isClosedPhase,
  needsCofounderAssignee,
  LEGACY_CONFIDENTIALITY,
  ReflectionMessages,
  type AdminPhase,
  type Confidentiality,
} from '@gc/contracts';
import {
  hasCofounderAssignee,
  type GeneralSettings,
  type MemberWithRole,
  type Reflection,
} from '../../../domain/reflections/reflection-types';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { errorMessage } from '../../../shared/api/base-query';
import {
  ConfidentialityFields,
  confidentialityDto,
  confidentialityForm,
  confidentialityOfForm,
  samePromise,
  withStricterOnlyCheck,
  type ConfidentialityForm,
} from '../../../domain/reflections/confidentiality-fields';
import {
  assignedOnly,
  initialMembers,
  MembersPicker,
  type MemberRoles,
  type PickableMember,
} from '../../../domain/reflections/members-picker';
import { isStaleRevision, useEditPublishedMutation } from '../../../domain/reflections/reflections-api';
import { ScheduleFields, withScheduleCheck } from '../../../domain/reflections/schedule-fields';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { canSendReminder, SendReminderButton } from './reminder-dialog';
import { FormPanel } from '../../../shared/ui/form-panel';
import { SPREAD_ROW } from '../../../shared/ui/layout';

export interface ReflectionSettings {
  launch_date: string;
  due_date: string;
  members_with_roles: MemberRoles[];
  confidentiality: ConfidentialityForm;
}

// Editing an already published reflection needs no receiver (admin spec section 5): only the DTO and the schedule.
const resolver = withScheduleCheck(dtoResolver<ReflectionSettings>(EditPublishedReflectionDto));

/** The reflection's promise (reflections published before promises existed read as the legacy one). */
const promiseOf = (settings: GeneralSettings | null | undefined): Confidentiality =>
  settings?.confidentiality ? fromConfidentialityView(settings.confidentiality) : LEGACY_CONFIDENTIALITY;

/** The promise people answered under, once someone has: the form may only make it stricter. */
const promisedOf = (settings: GeneralSettings | null | undefined): Confidentiality | null =>
  settings?.answered ? promiseOf(settings) : null;

/** The same people with the same flags (the server checks the cofounder rule only when the assignment changes). */
const sameAssignment = (a: readonly MemberRoles[], b: readonly MemberWithRole[]) => {
  const key = (m: { email: string; observer: boolean; receiver: boolean }) =>
    `${m.email.toLowerCase()}:${m.observer}:${m.receiver}`;
  const before = new Set(b.filter((m) => m.observer || m.receiver).map(key));
  return a.length === before.size && a.every((m) => before.has(key(m)));
};

const pickable = (members: MemberWithRole[]): PickableMember[] =>
  members.map((m) => ({ email: m.email, name: m.name, team_role: m.team_role }));

/**
 * The settings form's state, held by the page so that it outlives Preview (which takes the page's place): the
 * schedule and every member of the team with their flags, as the server holds them.
 */
export function useReflectionSettingsForm(assessment: Reflection) {
  const settings = assessment.general_settings;
  const members = useMemo(() => pickable(settings?.members_with_roles ?? []), [settings]);
  const defaults = useMemo<ReflectionSettings>(
    () => ({
      launch_date: settings?.launch_date ?? '',
      due_date: settings?.due_date ?? '',
      members_with_roles: initialMembers(members, settings?.members_with_roles ?? []),
      confidentiality: confidentialityForm(promiseOf(settings)),
    }),
    [settings, members],
  );
  // `answered` may turn true on a refetch of the same revision (a 409 refreshes the reflection)
  const checked = useMemo(() => withStricterOnlyCheck(resolver, promisedOf(settings)), [settings]);
  return useForm<ReflectionSettings>({ resolver: checked, defaultValues: defaults });
}

interface ReflectionSettingsFormProps {
  assessment: Reflection;
  phase: AdminPhase;
  form: UseFormReturn<ReflectionSettings>;
  /** after a save: the page goes back one page (admin spec section 2) */
  onSaved: () => void;
  /** reload the reflection after a stale save (409); the page starts afresh on its new revision */
  onReload: () => void;
}

/**
 * The Edit Reflection page's settings (admin spec sections 2 and 4): the schedule within its locks, how the ratings
 * are shown (issue 28: only stricter once someone has answered) and the members' roles with each one's completion.
 * Save is enabled only when something changed and sends the promise only when it changed; a save against a newer
 * revision says so and offers to reload.
 */
export function ReflectionSettingsForm({ assessment, phase, form, onSaved, onReload }: ReflectionSettingsFormProps) {
  const dispatch = useDispatch();
  const settings = assessment.general_settings;
  const members = useMemo(() => pickable(settings?.members_with_roles ?? []), [settings]);
  const completion = useMemo(
    () => new Map((settings?.members_with_roles ?? []).map((m) => [m.email.toLowerCase(), m.completion])),
    [settings],
  );
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty, isSubmitting },
  } = form;
  const [editPublished] = useEditPublishedMutation();
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [membersError, setMembersError] = useState<string | null>(null);
  const closed = isClosedPhase(phase);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setMembersError(null);
    const assigned = assignedOnly(values.members_with_roles);
    const before = settings?.members_with_roles ?? [];
    const roleOf = new Map(before.map((m) => [m.email.toLowerCase(), m.team_role_id]));
    if (
      !sameAssignment(assigned, before) &&
      needsCofounderAssignee(assessment.sections) &&
      !hasCofounderAssignee(assigned.map((m) => ({ ...m, team_role_id: roleOf.get(m.email.toLowerCase()) ?? '' })))
    ) {
      setMembersError(ReflectionMessages.cofounderAssigneeRequired);
      return;
    }
    const chosen = confidentialityOfForm(values.confidentiality);
    const changed = chosen !== null && !samePromise(chosen, promiseOf(settings));
    const result = await editPublished({
      id: assessment.assessment_id,
      body: {
        launch_date: values.launch_date,
        due_date: values.due_date,
        members_with_roles: assigned,
        ...(changed ? { confidentiality: confidentialityDto(values.confidentiality) } : {}),
        revision: assessment.revision,
      },
    });
    if (result.error) {
      if (isStaleRevision(result.error)) {
        setStale(true);
        return;
      }
      const message = errorMessage(result.error);
      setFailure(message);
      dispatch(notificationShown({ type: 'error', title: 'Error while saving the reflection', message }));
      return;
    }
    reset(values);
    dispatch(
      notificationShown({
        type: 'success',
        title: 'Changes successfully saved!',
        message: `${assessment.assessment_name} was saved.`,
      }),
    );
    onSaved();
  });

  return (
    <FormPanel onSubmit={onSubmit} label="Reflection settings">
      <Typography variant="h6" component="h2">
        Settings
      </Typography>
      <ScheduleFields control={control} phase={phase} />
      <ConfidentialityFields control={control} promised={promisedOf(settings)} disabled={closed} />
      <Box>
        <Box
          sx={{
            ...SPREAD_ROW,
            mb: 1,
          }}
        >
          <Typography variant="subtitle1" component="h3">
            Members
          </Typography>
          {canSendReminder(phase) && (
            <SendReminderButton reflectionId={assessment.assessment_id} name={assessment.assessment_name} />
          )}
        </Box>
        <MembersPicker
          control={control}
          members={members}
          label={`Members of ${settings?.team_name ?? 'the team'}`}
          disabled={closed}
          extraColumn={{
            title: 'Completion',
            cell: (member) => COMPLETION_LABELS[completion.get(member.email.toLowerCase()) ?? 'NOT_ASSIGNED'],
          }}
        />
        {membersError && (
          <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
            {membersError}
          </Typography>
        )}
      </Box>
      {stale && (
        <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography color="error" sx={{ flex: '1 1 16rem' }}>
            {ReflectionMessages.staleRevision}
          </Typography>
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              setStale(false);
              onReload();
            }}
          >
            Reload
          </Button>
        </Box>
      )}
      {failure && (
        <Typography role="alert" color="error">
          {failure}
        </Typography>
      )}
      {!closed && (
        <Box>
          <Button type="submit" variant="contained" disabled={!isDirty || isSubmitting}>
            Save
          </Button>
        </Box>
      )}
    </FormPanel>
  );
}
