import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ReflectionMessages, type ReflectionType, type CatalogueQuestion, type QuestionCategory } from '@gc/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { confidentialityOfForm } from '../../../domain/reflections/confidentiality-fields';
import { assignedOnly } from '../../../domain/reflections/members-picker';
import { ReflectionPreview } from '../../../domain/reflections/reflection-preview';
import type { Reflection } from '../../../domain/reflections/reflection-types';
import { paths } from '../../../shared/routing/paths';
import { useUnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PageShell } from '../../../shared/ui/page-shell';
import { builderResolver, lacksSectionOrQuestion, previewOf, type BuilderFormValues } from '../builder-form';
import { useBuilderWrites } from '../hooks/use-builder-writes';
import { useCofounderCheck } from '../hooks/use-cofounder-check';
import { draftSetupOf, dropBrowserDraftSetup } from '../hooks/use-draft-setup';
import { useReflectionActions } from '../hooks/use-reflection-actions';
import { useDependentQuestionFields } from '../hooks/use-dependent-question-fields';
import { BuilderActions, StaleNotice } from './builder-actions';
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
import { SaveTemplateDialog } from './save-template-dialog';

export interface ReflectionBuilderProps {
  /** the form's starting values */
  initial: BuilderFormValues;
  /** the saved reflection being edited; absent for a new form (blank or from a template) */
  saved?: Reflection;
  /** the template a new form starts from (sent as template_id on the first Save) */
  templateId?: string;
  reflectionType?: ReflectionType;
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
  const { initial, saved, templateId, reflectionType, hidePublish, categories, catalogue, onReload } = props;
  const navigate = useNavigate();
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
  const { control, handleSubmit, getValues, formState } = form;
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

  const [tab, setTab] = useState<TabName>('questions');
  const [previewing, setPreviewing] = useState(false);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [templateName, setTemplateName] = useState<string | null>(null);
  const [expandSignal, setExpandSignal] = useState(0);
  const [publishTried, setPublishTried] = useState(false);
  const previewButton = useRef<HTMLButtonElement>(null);

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
  // a draft's General setup goes with its Save once chosen or saved before (a template's never does)
  const writes = useBuilderWrites({
    saved,
    templateId,
    reflectionType,
    role,
    form,
    publishForm,
    sendSetup: (isNew || saved.kind === 'DRAFT') && (setupDirty || restoredSetup !== null),
    guard,
  });
  const busy = writes.busy || acting;
  // Spec section 4: Save only on change (a form started from a template has not been saved anywhere yet); a change
  // of General setup is a change too (issue 29)
  const canSave = formState.isDirty || setupDirty || (isNew && templateId !== undefined);
  const cofounder = useCofounderCheck(publishForm.control, sections, publishTeam, publishTried);
  // 'has errors': the errors the form shows (a Clone with hidden problems is refused by its Save first)
  const hasErrors = Object.keys(formState.errors).length > 0;
  const canClone = !isNew && !hasErrors && !!name?.trim() && !!instructions?.trim();
  const canPublish = !isNew && !formState.isDirty && !lacksContent && !cofounder.shown;

  // a Save with problems shows them all: on the Questions tab, with every section open
  const showQuestionsTab = () => {
    setTab('questions');
    setExpandSignal((n) => n + 1);
  };
  const { persist } = writes;
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
    if (await writes.saveAsTemplate(name)) setTemplateName(null);
  }

  const tryPublish = () => {
    setPublishTried(true);
    void askToPublish();
  };
  const askToPublish = publishForm.handleSubmit(() => {
    if (!cofounder.missing) setConfirmingPublish(true);
  });
  async function publishNow() {
    await writes.publishNow();
    setConfirmingPublish(false);
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
    <BuilderActions
      canSave={canSave}
      canClone={canClone}
      canPublish={canPublish}
      busy={busy}
      tab={tab}
      hidePublish={hidePublish}
      deletable={saved?.kind === 'DRAFT'}
      previewButton={previewButton}
      onSave={() => void save()}
      onClone={() => void cloneIt()}
      onSaveAsTemplate={() => void askTemplateName()}
      onPreview={() => setPreviewing(true)}
      onAssign={() => setTab('general')}
      onPublish={tryPublish}
      onDelete={() => setConfirmingDelete(true)}
    />
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
              {writes.stale && <StaleNotice message={writes.stale} onReload={() => void onReload()} />}
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
                    cofounderMissing={cofounder.shown}
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
