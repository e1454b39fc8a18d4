import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  hasCofounderAssignee,
  needsCofounderAssignee,
  ReflectionMessages,
  type ReflectionType,
  type ReflectionView,
  type CatalogueQuestion,
  type QuestionCategory,
} from '@gc/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { confidentialityDto, confidentialityOfForm } from '../../../shared/reflections/confidentiality-fields';
import { assignedOnly } from '../../../shared/reflections/members-picker';
import { ReflectionPreview } from '../../../shared/reflections/reflection-preview';
import {
  isStaleRevision,
  useCreateReflectionMutation,
  usePublishReflectionMutation,
  useUpdateReflectionMutation,
} from '../../../shared/reflections/reflections-api';
import { paths } from '../../../shared/routing/paths';
import { useUnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { PageShell } from '../../../shared/ui/page-shell';
import {
  builderResolver,
  contentOf,
  lacksSectionOrQuestion,
  previewOf,
  builderFormOf,
  type BuilderFormValues,
} from '../builder-form';
import { useCreateTemplateMutation } from '../api/builder-api';
import { draftSettingsBody, draftSetupOf, dropBrowserDraftSetup } from '../hooks/use-draft-setup';
import { useReflectionActions } from '../hooks/use-reflection-actions';
import { useDependentQuestionFields } from '../hooks/use-dependent-question-fields';
import { DraftsSidebar } from './drafts-sidebar';
import {
  emptyPublishForm,
  GeneralSetup,
  publishResolver,
  usePublishTeam,
  type PublishFormValues,
} from './general-setup';
import { PublishDialog } from './publish-dialog';
import { QuestionsTab } from './questions-tab';
import { SaveMenu } from './save-menu';
import { SaveTemplateDialog } from './save-template-dialog';

export interface ReflectionBuilderProps {
  /** the form's starting values */
  initial: BuilderFormValues;
  /** the saved reflection being edited; absent for a new form (blank or from a template) */
  saved?: ReflectionView;
  /** the template a new form starts from (sent as template_id on the first Save) */
  templateId?: string;
  assessmentType?: ReflectionType;
  /** view=EDIT: no 'Assign to Team' / 'Publish' */
  hidePublish: boolean;
  /** the `role` query parameter: the team role the form is built for (its members start as receivers) */
  role?: string | null;
  categories: readonly QuestionCategory[];
  catalogue: readonly CatalogueQuestion[];
  /** 'Reload' after a stale save: read the reflection again and start the form from it */
  onReload: () => Promise<void>;
}

type TabName = 'questions' | 'general';

/** The builder (admin spec sections 2, 4 and 5): Questions and General setup, Save / Clone, Preview, Publish. */
export function ReflectionBuilder(props: ReflectionBuilderProps) {
  const { initial, saved, templateId, assessmentType, hidePublish, categories, catalogue, onReload } = props;
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const isNew = saved === undefined;
  // validated once a field is left, then on every change of it, and all of it on Save; errors shown once touched or
  // saved (BuilderField): no error before any input (issue 29). Not on every keystroke from the start: the resolver
  // checks the whole form, and a 60-question form would pay for it on each key.
  const form = useForm<BuilderFormValues>({
    resolver: builderResolver,
    defaultValues: initial,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, reset, getValues, formState } = form;
  // General setup as saved with the draft on the server (issue 29)
  const [restoredSetup] = useState(() => draftSetupOf(saved));
  useEffect(() => dropBrowserDraftSetup(saved?.assessment_id), [saved?.assessment_id]);
  // the role the form is built for: the link's, else the one saved with the draft
  const role = props.role?.trim() ? props.role : (restoredSetup?.role ?? null);
  const publishForm = useForm<PublishFormValues>({
    resolver: publishResolver,
    defaultValues: restoredSetup?.values ?? emptyPublishForm(),
  });
  const setupDirty = publishForm.formState.isDirty;
  const publishTeam = usePublishTeam(publishForm.control);
  useDependentQuestionFields(form, catalogue);

  const [revision, setRevision] = useState(saved?.revision ?? 0);
  const [tab, setTab] = useState<TabName>('questions');
  const [stale, setStale] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [templateName, setTemplateName] = useState<string | null>(null);
  const [expandSignal, setExpandSignal] = useState(0);
  const [publishTried, setPublishTried] = useState(false);
  const previewButton = useRef<HTMLButtonElement>(null);

  const [create, creating] = useCreateReflectionMutation();
  const [update, updating] = useUpdateReflectionMutation();
  const [publish, publishing] = usePublishReflectionMutation();
  const [createTemplate, creatingTemplate] = useCreateTemplateMutation();
  const { clone, destroy, busy: acting } = useReflectionActions();
  // 'Leave Page?': Leave returns to the reflection list (admin spec section 2)
  const guard = useUnsavedChangesGuard(formState.isDirty || setupDirty, {
    title: 'Leave Page?',
    leaveTo: paths.assessment,
  });

  const [sections, name, instructions] = useWatch({
    control,
    name: ['sections', 'assessment_name', 'assessment_instructions'],
  });
  const lacksContent = lacksSectionOrQuestion(sections ?? []);
  const busy = creating.isLoading || updating.isLoading || publishing.isLoading || creatingTemplate.isLoading || acting;
  // Spec section 4: Save only on change (a form started from a template has not been saved anywhere yet); a change
  // of General setup is a change too (issue 29)
  const canSave = formState.isDirty || setupDirty || (isNew && templateId !== undefined);
  // a reflection asking cofounder questions is published to at least one Cofounder (issue 29)
  const assigned = useWatch({ control: publishForm.control, name: 'members_with_roles' });
  const cofounderMissing = useMemo(() => {
    if (!needsCofounderAssignee(sections ?? [])) return false;
    const team = publishTeam.members.data;
    if (!publishTeam.teamId || !team) return false;
    return !hasCofounderAssignee(
      (assigned ?? []).map((m) => {
        const member = team.find((t) => t.email.toLowerCase() === m.email.toLowerCase());
        return { ...m, team_role_id: member?.team_role ?? null, team_role: member?.team_role_name ?? null };
      }),
    );
  }, [sections, assigned, publishTeam.teamId, publishTeam.members.data]);
  // shown once someone is ticked (none a Cofounder) or Publish was tried: no error before any input (issue 29)
  const showCofounderMissing =
    cofounderMissing && (publishTried || (assigned ?? []).some((m) => m.observer || m.reciever));
  // 'has errors': the errors the form shows (a Clone with hidden problems is refused by its Save first)
  const hasErrors = Object.keys(formState.errors).length > 0;
  const canClone = !isNew && !hasErrors && !!name?.trim() && !!instructions?.trim();
  const canPublish = !isNew && !formState.isDirty && !lacksContent && !showCofounderMissing;
  // a draft's General setup goes with its Save once chosen or saved before (a template's never does)
  const setupBody = () =>
    (isNew || saved.kind === 'DRAFT') && (setupDirty || restoredSetup)
      ? { general_settings: draftSettingsBody(publishForm.getValues(), role) }
      : {};

  const failed = (title: string, error: unknown) =>
    dispatch(notificationShown({ type: 'error', title, message: errorMessage(error) }));
  const savedNotice = (view: ReflectionView) =>
    dispatch(
      notificationShown({
        type: 'success',
        title: ReflectionMessages.saved,
        message: `${view.assessment_name} is saved.`,
      }),
    );

  /** Save (spec section 4, builder flow 2): a new form creates a draft and moves to it; a saved one is updated. */
  async function persist(values: BuilderFormValues): Promise<ReflectionView | null> {
    const content = contentOf(values);
    if (isNew) {
      const result = await create({
        ...content,
        ...(templateId ? { template_id: templateId } : {}),
        ...(assessmentType ? { assessment_type: assessmentType } : {}),
        ...setupBody(),
      });
      if (result.error) {
        failed('Save failed', result.error);
        return null;
      }
      savedNotice(result.data);
      keepSetup();
      guard.release();
      reset(values);
      navigate(paths.assessmentBuildId(result.data.assessment_id));
      return result.data;
    }
    const result = await update({ id: saved.assessment_id, body: { ...content, revision, ...setupBody() } });
    if (result.error) {
      if (isStaleRevision(result.error)) setStale(errorMessage(result.error, ReflectionMessages.staleRevision));
      else failed('Save failed', result.error);
      return null;
    }
    setRevision(result.data.revision);
    reset(builderFormOf(result.data));
    keepSetup();
    savedNotice(result.data);
    return result.data;
  }

  /** General setup was saved with the draft: no longer a change */
  function keepSetup() {
    publishForm.reset(publishForm.getValues());
  }

  // a Save with problems shows them all: on the Questions tab, with every section open
  const showQuestionsTab = () => {
    setTab('questions');
    setExpandSignal((n) => n + 1);
  };
  const save = handleSubmit(persist, showQuestionsTab);
  const cloneIt = handleSubmit(async (values) => {
    if (!saved) return;
    if (formState.isDirty && !(await persist(values))) return;
    const copy = await clone({ assessment_id: saved.assessment_id, assessment_name: values.assessment_name.trim() });
    if (copy) {
      guard.release();
      navigate(paths.assessmentBuildId(copy.assessment_id));
    }
  }, showQuestionsTab);

  /** 'Save as template' (issue 29): the form as it is, as one of the client's templates, named in a dialog */
  const askTemplateName = handleSubmit((values) => setTemplateName(values.assessment_name.trim()), showQuestionsTab);
  async function saveAsTemplate(name: string) {
    const result = await createTemplate({
      ...contentOf(getValues()),
      assessment_name: name,
      ...(assessmentType ? { assessment_type: assessmentType } : {}),
    });
    if (result.error) {
      failed('Save as template failed', result.error);
      return;
    }
    setTemplateName(null);
    dispatch(
      notificationShown({
        type: 'success',
        title: ReflectionMessages.saved,
        message: `${result.data.assessment_name} is in your templates.`,
      }),
    );
  }

  const tryPublish = () => {
    setPublishTried(true);
    void askToPublish();
  };
  const askToPublish = publishForm.handleSubmit(() => {
    if (!cofounderMissing) setConfirmingPublish(true);
  });
  async function publishNow() {
    if (!saved) return;
    const values = publishForm.getValues();
    const result = await publish({
      id: saved.assessment_id,
      body: {
        team_id: values.team_id,
        launch_date: values.launch_date,
        due_date: values.due_date,
        members_with_roles: assignedOnly(values.members_with_roles),
        confidentiality: confidentialityDto(values.confidentiality),
        revision,
      },
    });
    setConfirmingPublish(false);
    if (result.error) {
      if (isStaleRevision(result.error)) setStale(errorMessage(result.error, ReflectionMessages.staleRevision));
      else failed('Publish failed', result.error);
    }
    // published: the reflection is read again and the page shows the published screen
  }

  async function deleteIt() {
    if (!saved) return;
    guard.release();
    if (await destroy({ assessment_id: saved.assessment_id, assessment_name: saved.assessment_name, kind: 'DRAFT' })) {
      navigate(paths.assessment);
    } else {
      guard.arm();
      setConfirmingDelete(false);
    }
  }

  // Close Preview puts focus back on the Preview button
  const wasPreviewing = useRef(false);
  useEffect(() => {
    if (wasPreviewing.current && !previewing) previewButton.current?.focus();
    wasPreviewing.current = previewing;
  }, [previewing]);

  const actions = (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <SaveMenu
        canSave={canSave}
        canClone={canClone}
        busy={busy}
        onSave={() => void save()}
        onClone={() => void cloneIt()}
        onSaveAsTemplate={() => void askTemplateName()}
      />
      <Button ref={previewButton} variant="outlined" onClick={() => setPreviewing(true)}>
        Preview
      </Button>
      {!hidePublish &&
        (tab === 'questions' ? (
          <Button variant="outlined" onClick={() => setTab('general')}>
            Assign to Team
          </Button>
        ) : (
          <Button variant="contained" color="secondary" disabled={!canPublish || busy} onClick={tryPublish}>
            Publish
          </Button>
        ))}
      {saved && saved.kind === 'DRAFT' && (
        <IconButton aria-label="Delete reflection" onClick={() => setConfirmingDelete(true)}>
          <DeleteOutlineIcon />
        </IconButton>
      )}
    </Box>
  );

  return (
    <>
      {previewing && (
        <ReflectionPreview assessment={previewOf(getValues(), catalogue)} onClose={() => setPreviewing(false)} />
      )}
      <Box sx={{ display: previewing ? 'none' : 'block' }}>
        <PageShell
          title="Build Reflections"
          back={{ to: paths.assessment, label: 'Back to reflections' }}
          actions={actions}
        >
          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, alignItems: 'flex-start' }}>
            <DraftsSidebar currentId={saved?.assessment_id} />
            <Box sx={{ flex: 1, minWidth: 0, width: '100%', display: 'flex', flexDirection: 'column', gap: 2 }}>
              {stale && (
                <Box
                  role="alert"
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1,
                    p: 2,
                    border: 1,
                    borderColor: 'error.main',
                    borderRadius: 1,
                    bgcolor: 'background.paper',
                  }}
                >
                  <Typography variant="body2" sx={{ flex: '1 1 16rem', color: 'error.dark' }}>
                    {stale}
                  </Typography>
                  <Button color="error" variant="outlined" size="small" onClick={() => void onReload()}>
                    Reload
                  </Button>
                </Box>
              )}
              <Tabs
                value={tab}
                onChange={(_event, value: TabName) => setTab(value)}
                aria-label="Builder"
                variant="scrollable"
                allowScrollButtonsMobile
              >
                <Tab label="Questions" value="questions" id="tab-questions" aria-controls="panel-questions" />
                <Tab label="General setup" value="general" id="tab-general" aria-controls="panel-general" />
              </Tabs>
              <Box role="tabpanel" id="panel-questions" aria-labelledby="tab-questions" hidden={tab !== 'questions'}>
                <form onSubmit={save} noValidate>
                  <QuestionsTab
                    control={control}
                    categories={categories}
                    catalogue={catalogue}
                    lacksContent={lacksContent}
                    expandSignal={expandSignal}
                  />
                </form>
              </Box>
              <Box role="tabpanel" id="panel-general" aria-labelledby="tab-general" hidden={tab !== 'general'}>
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                  {lacksContent ? (
                    <Typography color="error.dark">{ReflectionMessages.cannotPublish}</Typography>
                  ) : (
                    (isNew || formState.isDirty) && (
                      <Typography color="text.secondary">Save the reflection before you publish it.</Typography>
                    )
                  )}
                  <GeneralSetup
                    control={publishForm.control}
                    getValues={publishForm.getValues}
                    setValue={publishForm.setValue}
                    restoredTeamId={restoredSetup?.values.team_id || undefined}
                    role={role}
                    cofounderMissing={showCofounderMissing}
                  />
                </Box>
              </Box>
            </Box>
          </Box>
        </PageShell>
      </Box>
      {guard.dialog}
      <PublishDialog
        open={confirmingPublish}
        teamName={publishTeam.team?.team_name ?? ''}
        assignees={assignedOnly(publishForm.getValues('members_with_roles') ?? [])}
        members={publishTeam.pickable}
        launchDate={publishForm.getValues('launch_date')}
        dueDate={publishForm.getValues('due_date')}
        confidentiality={confidentialityOfForm(publishForm.getValues('confidentiality'))}
        busy={busy}
        onCancel={() => setConfirmingPublish(false)}
        onConfirm={() => void publishNow()}
      />
      {templateName !== null && (
        <SaveTemplateDialog
          name={templateName}
          busy={busy}
          onCancel={() => setTemplateName(null)}
          onSave={(name) => void saveAsTemplate(name)}
        />
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete reflection?"
        text={`${saved?.assessment_name ?? 'This reflection'} will be deleted. Trashed items cannot be recovered.`}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void deleteIt()}
      />
    </>
  );
}
