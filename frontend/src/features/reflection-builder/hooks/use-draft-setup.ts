import type { PublishFormValues } from '../components/general-setup';

/**
 * General setup kept with a draft (issue 29): the team, dates, members with their flags and the confidentiality
 * chosen before Publish, so that leaving the draft and opening it again does not lose them. The draft API
 * (PUT /assessments/{id}) keeps only the Questions tab's document, so the builder keeps them in this browser's
 * local storage under the draft's id, written on Save and dropped on Publish or Delete.
 */
const key = (assessmentId: string) => `gc.builder.draftSetup.${assessmentId}`;

export function storedDraftSetup(assessmentId: string | undefined): PublishFormValues | null {
  if (!assessmentId) return null;
  try {
    const text = window.localStorage.getItem(key(assessmentId));
    if (!text) return null;
    const value = JSON.parse(text) as Partial<PublishFormValues>;
    if (typeof value !== 'object' || value === null || typeof value.team_id !== 'string') return null;
    return value as PublishFormValues;
  } catch {
    return null;
  }
}

export function storeDraftSetup(assessmentId: string, values: PublishFormValues): void {
  try {
    window.localStorage.setItem(key(assessmentId), JSON.stringify(values));
  } catch {
    // storage full or refused: the setup is simply not kept
  }
}

export function forgetDraftSetup(assessmentId: string): void {
  try {
    window.localStorage.removeItem(key(assessmentId));
  } catch {
    // nothing kept
  }
}
