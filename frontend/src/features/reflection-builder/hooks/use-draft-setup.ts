import { confidential, DEFAULT_MIN_RATERS, fromConfidentialityView } from '@gc/contracts';
import type { DraftGeneralSettings, Reflection } from '../../../domain/reflections/reflection-types';
import {
  confidentialityDto,
  confidentialityForm,
  confidentialityOfForm,
} from '../../../domain/reflections/confidentiality-fields';
import { assignedOnly } from '../../../domain/reflections/members-picker';
import { emptyPublishForm, type PublishFormValues } from '../components/general-setup';

/**
 * General setup kept with a draft on the server (issue 29): Save sends it as general_settings (POST /assessments,
 * PUT /assessments/{id}) and GET /assessments/{id} answers it, so the draft opens with the team, dates, members'
 * flags, promise and role saved, in any browser. The members are not assigned until Publish.
 */
export interface DraftSetup {
  values: PublishFormValues;
  /** the team role the form is built for, as saved */
  role: string | null;
}

/** The setup saved with a draft, as the form's values; null when none was saved (or not a draft). */
export function draftSetupOf(view: Reflection | undefined): DraftSetup | null {
  const settings = view?.kind === 'DRAFT' ? view.general_settings : null;
  if (!settings) return null;
  const promise = settings.confidentiality
    ? fromConfidentialityView(settings.confidentiality)
    : confidential(DEFAULT_MIN_RATERS);
  return {
    values: {
      ...emptyPublishForm(),
      team_id: settings.team_id ?? '',
      launch_date: settings.launch_date ?? '',
      due_date: settings.due_date ?? '',
      members_with_roles: settings.members_with_roles.map((m) => ({
        email: m.email,
        observer: m.observer,
        receiver: m.receiver,
      })),
      confidentiality: confidentialityForm(promise),
    },
    role: settings.role ?? null,
  };
}

/** What Save sends as general_settings: what is chosen so far (a part not chosen is left out). */
export function draftSettingsBody(values: PublishFormValues, role: string | null | undefined): DraftGeneralSettings {
  const promise = confidentialityOfForm(values.confidentiality);
  return {
    team_id: values.team_id ?? '',
    ...(values.launch_date ? { launch_date: values.launch_date } : {}),
    ...(values.due_date ? { due_date: values.due_date } : {}),
    members_with_roles: values.team_id ? assignedOnly(values.members_with_roles ?? []) : [],
    ...(promise ? { confidentiality: confidentialityDto(values.confidentiality) } : {}),
    ...(role?.trim() ? { role: role.trim() } : {}),
  };
}

/** The browser-only copy an earlier build kept (gc.builder.draftSetup.{id}): dropped, the server keeps it now. */
export function dropBrowserDraftSetup(reflectionId: string | undefined): void {
  if (!reflectionId) return;
  try {
    window.localStorage.removeItem(`gc.builder.draftSetup.${reflectionId}`);
  } catch {
    // storage refused: nothing to drop
  }
}
