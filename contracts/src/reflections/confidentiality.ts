/**
 * How a reflection's ratings are shown to others: the promise every taker reads before their first answer.
 *
 * - **Open**, for small teams who know each other: figures appear from the first rater, while the reflection runs.
 * - **Confidential, at least N raters**: others see a rating only inside an average of at least N people (and at
 *   least 2 besides the viewer), and only once the reflection has closed (its figures then no longer change).
 *
 * Once anyone has answered, the promise may only become stricter (Open to Confidential, N up); each submitted take
 * records the promise it was answered under (`TakeSubmitted.promise`).
 */
export const CONFIDENTIALITY_MODES = ['OPEN', 'CONFIDENTIAL'] as const;
export type ConfidentialityMode = (typeof CONFIDENTIALITY_MODES)[number];

export const MIN_RATERS_FLOOR = 2;
export const MIN_RATERS_CEILING = 10;
/** A client's default N until its administrators choose one. */
export const DEFAULT_MIN_RATERS = 3;

/** The promise as facts and rules carry it. `minRaters` is 1 under Open (figures from the first rater). */
export interface Confidentiality {
  readonly mode: ConfidentialityMode;
  readonly minRaters: number;
}

/** The promise on the wire (general settings, take view, results status). */
export interface ConfidentialityView {
  mode: ConfidentialityMode;
  /** N under Confidential; null under Open */
  min_raters: number | null;
}

export const OPEN: Confidentiality = { mode: 'OPEN', minRaters: 1 };
export const confidential = (minRaters: number): Confidentiality => ({ mode: 'CONFIDENTIAL', minRaters });

/**
 * Reflections published before promises existed were shown under the client's threshold of 3, live: they are read as
 * Confidential with 3, the stricter reading of what their takers were told.
 */
export const LEGACY_CONFIDENTIALITY: Confidentiality = confidential(DEFAULT_MIN_RATERS);

/** The promise of a published reflection or a submitted take, reading older facts without one as the legacy promise. */
export const publishedConfidentiality = (data: { readonly confidentiality?: Confidentiality }): Confidentiality =>
  data.confidentiality ?? LEGACY_CONFIDENTIALITY;
export const takePromise = (data: { readonly promise?: Confidentiality }): Confidentiality =>
  data.promise ?? LEGACY_CONFIDENTIALITY;

/** Open is 0; Confidential with N is N: a higher number is a stricter promise. */
export const strictness = (c: Confidentiality): number => (c.mode === 'OPEN' ? 0 : c.minRaters);
export const isLooser = (next: Confidentiality, current: Confidentiality): boolean =>
  strictness(next) < strictness(current);
/** The strictest of several promises (Open when there are none). */
export const strictest = (promises: Iterable<Confidentiality>): Confidentiality => {
  let out: Confidentiality = OPEN;
  for (const p of promises) if (strictness(p) > strictness(out)) out = p;
  return out;
};

export const toConfidentialityView = (c: Confidentiality): ConfidentialityView => ({
  mode: c.mode,
  min_raters: c.mode === 'OPEN' ? null : c.minRaters,
});
export const fromConfidentialityView = (v: ConfidentialityView): Confidentiality =>
  v.mode === 'OPEN' ? OPEN : confidential(v.min_raters ?? DEFAULT_MIN_RATERS);

/** A client's defaults: the mode and N an OS team's reflections start with (a cofounder team's start Open). */
export interface ConfidentialityDefaults {
  readonly mode: ConfidentialityMode;
  readonly minRaters: number;
}

/** The default promise of a new reflection for a team: cofounder teams Open; OS teams the client's defaults. */
export function defaultConfidentiality(teamType: string, defaults: ConfidentialityDefaults): Confidentiality {
  if (isCofounderTeamType(teamType)) return OPEN;
  return defaults.mode === 'OPEN' ? OPEN : confidential(defaults.minRaters);
}
export const isCofounderTeamType = (teamType: string): boolean => teamType === 'COFOUNDER_TEAM';

export const ConfidentialityMessages = {
  badMode: 'Choose Open or Confidential.',
  badMinRaters: `Choose a number from ${MIN_RATERS_FLOOR} to ${MIN_RATERS_CEILING}.`,
  onlyStricter:
    'Someone has already answered this reflection, so its confidentiality can only become stricter (Open to Confidential, or more raters): the people who answered were promised at least this.',
  notReleased: 'Results appear when the reflection closes.',
  notReleasedOn: (date: string) => `Results appear when the reflection closes on ${date}.`,
  nothingYet: 'Results appear once someone has submitted their answers.',
} as const;

/** The picker's label of a mode. */
export const confidentialityLabel = (c: Confidentiality): string =>
  c.mode === 'OPEN' ? 'Open' : `Confidential, at least ${c.minRaters} raters`;

/** The promise in plain words, as every taker reads it before their first answer and beside the rating cards. */
export function confidentialityPromise(c: Confidentiality): string {
  return c.mode === 'OPEN'
    ? "Open: your ratings are averaged with the others', but in a team this small they can be recognised."
    : `Confidential: others see your ratings only inside an average of at least ${c.minRaters} people, once the reflection has closed.`;
}
