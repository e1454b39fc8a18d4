import { ReflectionMessages, type ReflectionType } from '@gc/contracts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { confidentialityDto } from '../../../domain/reflections/confidentiality-fields';
import { assignedOnly } from '../../../domain/reflections/members-picker';
import type { Reflection } from '../../../domain/reflections/reflection-types';
import {
  isStaleRevision,
  useCreateReflectionMutation,
  usePublishReflectionMutation,
  useUpdateReflectionMutation,
} from '../../../domain/reflections/reflections-api';
import { paths } from '../../../shared/routing/paths';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { contentOf, builderFormOf, type BuilderFormValues } from '../builder-form';
import { useCreateTemplateMutation } from '../api/builder-api';
import type { PublishFormValues } from '../components/general-setup';
import { draftSettingsBody } from './use-draft-setup';

export interface BuilderWritesOptions {
  /** the saved reflection being edited; absent for a new form */
  saved: Reflection | undefined;
  templateId?: string;
  reflectionType?: ReflectionType;
  /** the team role the form is built for, saved with a draft's General setup */
  role: string | null;
  form: UseFormReturn<BuilderFormValues>;
  publishForm: UseFormReturn<PublishFormValues>;
  /** a draft's General setup goes with its Save once chosen, or when it was saved before */
  sendSetup: boolean;
  /** the unsaved-changes guard: released before the page moves on after a write */
  guard: { release(): void };
}

/**
 * The builder's writes (admin spec sections 4 and 5): Save (a new form creates a draft and moves to it; a saved one
 * is updated at the revision loaded), Save as template and Publish, with their notifications. A write refused as
 * stale sets `stale` (the page offers Reload) instead of a notification.
 */
export function useBuilderWrites(options: BuilderWritesOptions) {
  const { saved, templateId, reflectionType, role, form, publishForm, sendSetup, guard } = options;
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const [revision, setRevision] = useState(saved?.revision ?? 0);
  const [stale, setStale] = useState<string | null>(null);
  const [create, creating] = useCreateReflectionMutation();
  const [update, updating] = useUpdateReflectionMutation();
  const [publish, publishing] = usePublishReflectionMutation();
  const [createTemplate, creatingTemplate] = useCreateTemplateMutation();
  const busy = creating.isLoading || updating.isLoading || publishing.isLoading || creatingTemplate.isLoading;

  const failed = (title: string, error: unknown) =>
    dispatch(notificationShown({ type: 'error', title, message: errorMessage(error) }));
  const refused = (title: string, error: unknown) =>
    isStaleRevision(error) ? setStale(errorMessage(error, ReflectionMessages.staleRevision)) : failed(title, error);
  const savedNotice = (message: string) =>
    dispatch(notificationShown({ type: 'success', title: ReflectionMessages.saved, message }));
  const setupBody = () => (sendSetup ? { general_settings: draftSettingsBody(publishForm.getValues(), role) } : {});
  /** General setup was saved with the draft: no longer a change */
  const keepSetup = () => publishForm.reset(publishForm.getValues());

  /** Save: the reflection as saved, or null when it failed (and said so). */
  async function persist(values: BuilderFormValues): Promise<Reflection | null> {
    const content = contentOf(values);
    if (!saved) {
      const result = await create({
        ...content,
        ...(templateId ? { template_id: templateId } : {}),
        ...(reflectionType ? { assessment_type: reflectionType } : {}),
        ...setupBody(),
      });
      if (result.error) {
        failed('Save failed', result.error);
        return null;
      }
      savedNotice(`${result.data.assessment_name} is saved.`);
      keepSetup();
      guard.release();
      form.reset(values);
      navigate(paths.assessmentBuildId(result.data.assessment_id));
      return result.data;
    }
    const result = await update({ id: saved.assessment_id, body: { ...content, revision, ...setupBody() } });
    if (result.error) {
      refused('Save failed', result.error);
      return null;
    }
    setRevision(result.data.revision);
    form.reset(builderFormOf(result.data));
    keepSetup();
    savedNotice(`${result.data.assessment_name} is saved.`);
    return result.data;
  }

  /** 'Save as template' (issue 29): the form as it is, as one of the client's templates; whether it worked. */
  async function saveAsTemplate(name: string): Promise<boolean> {
    const result = await createTemplate({
      ...contentOf(form.getValues()),
      assessment_name: name,
      ...(reflectionType ? { assessment_type: reflectionType } : {}),
    });
    if (result.error) {
      failed('Save as template failed', result.error);
      return false;
    }
    savedNotice(`${result.data.assessment_name} is in your templates.`);
    return true;
  }

  /** Publish: once published, the reflection is read again and the page shows the published screen. */
  async function publishNow(): Promise<void> {
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
    if (result.error) refused('Publish failed', result.error);
  }

  return { stale, busy, persist, saveAsTemplate, publishNow };
}
