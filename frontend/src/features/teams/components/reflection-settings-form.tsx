import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  COMPLETION_LABELS,
  EditPublishedReflectionDto,
  fromConfidentialityView,
  hasCofounderAssignee,
  isClosedPhase,
  needsCofounderAssignee,
  LEGACY_CONFIDENTIALITY,
  ReflectionMessages,
  type AdminPhase,
  type ReflectionView,
  type Confidentiality,
  type GeneralSettingsView,
  type MemberWithRoleView,
} from '@gc/contracts';
import { classValidatorResolver } from '@hookform/resolvers/class-validator';
import { useMemo, useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
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
} from '../../../shared/reflections/confidentiality-fields';
import {
  assignedOnly,
  initialMembers,
  MembersPicker,
  type MemberRoles,
  type PickableMember,
} from '../../../shared/reflections/members-picker';
import { isStaleRevision, useEditPublishedMutation } from '../../../shared/reflections/reflections-api';
import { ScheduleFields, withScheduleCheck } from '../../../shared/reflections/schedule-fields';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { canSendReminder, SendReminderButton } from './reminder-dialog';

export interface ReflectionSettings {
  launch_date: string;
  due_date: string;
  members_with_roles: MemberRoles[];
  confidentiality: ConfidentialityForm;
}

// Editing an already published reflection needs no receiver (admin spec section 5): only the DTO and the schedule.
const resolver = withScheduleCheck(
  classValidatorResolver(EditPublishedReflectionDto) as unknown as Resolver<ReflectionSettings>,
);

/** The reflection's promise (reflections published before promises existed read as the legacy one). */
const promiseOf = (settings: GeneralSettingsView | null | undefined): Confidentiality =>
  settings?.confidentiality ? fromConfidentialityView(settings.confidentiality) : LEGACY_CONFIDENTIALITY;

/** The promise people answered under, once someone has: the form may only make it stricter. */
const promisedOf = (settings: GeneralSettingsView | null | undefined): Confidentiality | null =>
  settings?.answered ? promiseOf(settings) : null;

/** The same people with the same flags (the server checks the cofounder rule only when the assignment changes). */
const sameAssignment = (a: readonly MemberRoles[], b: readonly MemberWithRoleView[]) => {
  const key = (m: { email: string; observer: boolean; reciever: boolean }) =>
    `${m.email.toLowerCase()}:${m.observer}:${m.reciever}`;
  const before = new Set(b.filter((m) => m.observer || m.reciever).map(key));
  return a.length === before.size && a.every((m) => before.has(key(m)));
};

const pickable = (members: MemberWithRoleView[]): PickableMember[] =>
  members.map((m) => ({ email: m.email, name: m.name, team_role: m.team_role }));

/**
 * The settings form's state, held by the page so that it outlives Preview (which takes the page's place): the
 * schedule and every member of the team with their flags, as the server holds them.
 */
export function useReflectionSettingsForm(assessment: ReflectionView) {
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
  assessment: ReflectionView;
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
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
      aria-label="Reflection settings"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography variant="h6" component="h2">
        Settings
      </Typography>
      <ScheduleFields control={control} phase={phase} />
      <ConfidentialityFields control={control} promised={promisedOf(settings)} disabled={closed} />
      <Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography variant="subtitle1" component="h3">
            Members
          </Typography>
          {canSendReminder(phase) && (
            <SendReminderButton assessmentId={assessment.assessment_id} name={assessment.assessment_name} />
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
    </Paper>
  );
}
