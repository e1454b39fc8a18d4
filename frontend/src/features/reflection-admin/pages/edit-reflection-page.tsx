import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canMarkComplete, canRenamePublished, ReflectionMessages, type AdminPhase } from '@gc/contracts';
import type { Reflection } from '../../../domain/reflections/reflection-types';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { ReflectionPreview } from '../../../domain/reflections/reflection-preview';
import {
  useAdminCloseMutation,
  useDeleteReflectionMutation,
  useGetReflectionQuery,
  useRenameReflectionMutation,
  useRenamePublishedMutation,
} from '../../../domain/reflections/reflections-api';
import { paths } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { useUnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { HistoryPanel } from '../components/history-panel';
import { ReflectionAsOf } from '../components/reflection-as-of';
import { ReflectionStatusLine } from '../components/reflection-status';
import { ReflectionSettingsForm, useReflectionSettingsForm } from '../components/reflection-settings-form';
import { RenameReflectionDialog } from '../components/rename-reflection-dialog';
import { isNotFound } from '../../../domain/teams/team-not-found';
import { FocusableHeading } from '../../../shared/ui/focusable-heading';

const TITLE = 'Edit Reflection';

/**
 * /app/teams/edit-assessment/{reflectionId}?phase={phase} (admins; admin spec sections 2 and 4): a team's
 * reflection with its phase, settings, Preview, Rename, 'Mark as Complete' and, for a draft, its deletion; below, its
 * History, from which it can be viewed read-only as it was at any instant (issue 13).
 */
export function EditReflectionPage() {
  const { reflectionId = '' } = useParams();
  const query = useGetReflectionQuery(reflectionId);
  useQueryErrorBoundary(query.error, isNotFound);

  if (isNotFound(query.error)) {
    return (
      <PageShell title={TITLE} back={{ to: paths.teams.root, label: 'Back to teams' }}>
        <Typography color="text.secondary">{ReflectionMessages.reflectionNotFound}</Typography>
      </PageShell>
    );
  }
  if (!query.data) return <PageLoading />;
  // a new revision (saved, closed, renamed, reloaded) starts the forms afresh from what the server holds
  return <EditReflection key={query.data.revision} assessment={query.data} onReload={() => void query.refetch()} />;
}

function EditReflection({ assessment, onReload }: { assessment: Reflection; onReload: () => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useDispatch();
  const [previewing, setPreviewing] = useState(false);
  const [dialog, setDialog] = useState<'rename' | 'complete' | 'delete' | null>(null);
  // the instant the History panel's 'View as of' chose; null: the page shows (and edits) now
  const [asOf, setAsOf] = useState<string | null>(null);
  const nameHeading = useRef<HTMLHeadingElement>(null);
  const wasAsOf = useRef(false);
  const [adminClose, closing] = useAdminCloseMutation();
  const [deleteDraft, deletion] = useDeleteReflectionMutation();
  const [renameDraft] = useRenameReflectionMutation();
  const [renamePublished] = useRenamePublishedMutation();
  const settings = useReflectionSettingsForm(assessment);
  const guard = useUnsavedChangesGuard(settings.formState.isDirty);

  const published = assessment.kind === 'PUBLISHED' && assessment.assessment_status !== 'NEW';
  const phase = assessment.assessment_status as AdminPhase;
  const teamId = assessment.general_settings?.team_id;
  const back = teamId
    ? { to: paths.teams.manageReflections(teamId), label: 'Back to Manage Reflections' }
    : { to: paths.assessment, label: 'Back to reflections' };
  const facts = {
    ...assessment,
    launch_date: assessment.general_settings?.launch_date ?? null,
    due_date: assessment.general_settings?.due_date ?? null,
  };
  const renamable = !published || canRenamePublished(phase);
  const fail = (title: string, error: unknown) =>
    dispatch(notificationShown({ type: 'error', title, message: errorMessage(error) }));

  // Spec: after save it goes back one page; opened directly, 'back' is the page it came from in the app.
  const goBack = () => {
    guard.release();
    if (location.key === 'default') navigate(back.to);
    else navigate(-1);
  };

  const onRename = async (name: string): Promise<string | null> => {
    const write = { id: assessment.assessment_id, body: { assessment_name: name } };
    const result = await (published ? renamePublished(write) : renameDraft(write));
    if (result.error) return errorMessage(result.error);
    setDialog(null);
    dispatch(
      notificationShown({ type: 'success', title: 'Changes successfully saved', message: `Renamed to ${name}.` }),
    );
    return null;
  };

  const onMarkComplete = async () => {
    const result = await adminClose(assessment.assessment_id);
    setDialog(null);
    if (result.error) return fail('Error while closing the reflection', result.error);
    dispatch(
      notificationShown({
        type: 'success',
        title: 'Changes successfully saved!',
        message: `${assessment.assessment_name} is now Admin Closed.`,
      }),
    );
  };

  const onDelete = async () => {
    const result = await deleteDraft(assessment.assessment_id);
    setDialog(null);
    if (result.error) return fail('Error while deleting the reflection', result.error);
    dispatch(
      notificationShown({
        type: 'success',
        title: ReflectionMessages.reflectionDeleted,
        message: `${assessment.assessment_name} was deleted.`,
      }),
    );
    guard.release();
    navigate(back.to);
  };

  // back to now: the focus returns to the reflection's name, where the read-only view was
  useEffect(() => {
    if (asOf === null && wasAsOf.current) nameHeading.current?.focus();
    wasAsOf.current = asOf !== null;
  }, [asOf]);

  if (previewing) {
    return (
      <>
        <ReflectionPreview assessment={assessment} onClose={() => setPreviewing(false)} />
        {guard.dialog}
      </>
    );
  }

  return (
    <PageShell title={TITLE} back={back}>
      {asOf ? (
        <ReflectionAsOf reflectionId={assessment.assessment_id} at={asOf} onBackToNow={() => setAsOf(null)} />
      ) : (
        <>
          <Paper
            variant="outlined"
            component="section"
            aria-labelledby="reflection-name"
            sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}
          >
            <FocusableHeading component="h2" variant="h5" id="reflection-name" ref={nameHeading} wrap>
              {assessment.assessment_name}
            </FocusableHeading>
            {assessment.general_settings?.team_name && (
              <Typography color="text.secondary">{assessment.general_settings.team_name}</Typography>
            )}
            <ReflectionStatusLine facts={facts} rate={assessment.response_rate} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
              <Button variant="outlined" onClick={() => setPreviewing(true)}>
                Preview
              </Button>
              {renamable && (
                <Button variant="outlined" onClick={() => setDialog('rename')}>
                  Rename
                </Button>
              )}
              {published && canMarkComplete(phase) && (
                <Button variant="contained" onClick={() => setDialog('complete')}>
                  Mark as Complete
                </Button>
              )}
              {assessment.kind === 'DRAFT' && (
                <>
                  <Button
                    variant="outlined"
                    component={RouterLink}
                    to={paths.assessmentBuildId(assessment.assessment_id)}
                  >
                    Open in builder
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
                    Delete draft
                  </Button>
                </>
              )}
            </Box>
          </Paper>

          {published && (
            <ReflectionSettingsForm
              assessment={assessment}
              phase={phase}
              form={settings}
              onSaved={goBack}
              onReload={onReload}
            />
          )}
        </>
      )}
      <HistoryPanel reflectionId={assessment.assessment_id} selected={asOf} onView={setAsOf} />
      {guard.dialog}

      {dialog === 'rename' && (
        <RenameReflectionDialog
          open
          name={assessment.assessment_name}
          onRename={onRename}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'complete'}
        title="Mark as Complete?"
        text={`${assessment.assessment_name} closes now: members who have not finished can no longer answer, and it shows as Admin Closed. This cannot be undone.`}
        confirmLabel="Mark as Complete"
        busy={closing.isLoading}
        onConfirm={onMarkComplete}
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this draft?"
        text={`${assessment.assessment_name} will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        destructive
        busy={deletion.isLoading}
        onConfirm={onDelete}
        onCancel={() => setDialog(null)}
      />
    </PageShell>
  );
}
