import type { Confidentiality } from './confidentiality';

/**
 * Facts of one member's take of a reflection (stream `take-{reflectionId}-{userId}`). Answers are recorded per
 * question and subject, only those that changed, so two tabs saving different answers both keep theirs.
 */
export interface TakeAnswerData {
  readonly questionKey: string;
  /** the rated receiver's user id, or 'TEAM' for team dynamics and open questions */
  readonly subject: string;
  /** 0-4, or null (not chosen yet / an open question) */
  readonly value: number | null;
  readonly comment: string;
}

type Ids = { readonly reflectionId: string; readonly clientId: string; readonly userId: string };

/**
 * The page that sent the save (a random id per page load) and the save's number there: a later-arriving older save
 * of the same page is recognised and changes nothing. Absent on saves that did not say (and on older facts).
 */
export interface TakeWriter {
  readonly writer?: string;
  readonly writerSeq?: number;
}

export type TakeAnswersRecorded = {
  readonly type: 'TakeAnswersRecorded';
  readonly data: Ids & TakeWriter & { readonly answers: readonly TakeAnswerData[] };
};
/** Where the taker is (the section they reached), so a reload resumes there. */
export type TakeProgressSaved = {
  readonly type: 'TakeProgressSaved';
  readonly data: Ids & TakeWriter & { readonly sectionIndex: number };
};
/** `promise`: how the taker was told their ratings would be shown when they submitted (absent on older takes). */
export type TakeSubmitted = {
  readonly type: 'TakeSubmitted';
  readonly data: Ids & { readonly submittedAt: string; readonly promise: Confidentiality };
};

export type TakeEvent = TakeAnswersRecorded | TakeProgressSaved | TakeSubmitted;
export const TAKE_EVENT_TYPES: readonly TakeEvent['type'][] = [
  'TakeAnswersRecorded',
  'TakeProgressSaved',
  'TakeSubmitted',
];
