import type { DisclosureContext, WithheldReason } from './results.disclosure';

/**
 * A list of texts from several people (comments, open answers) under the same promise. A take answers each question
 * and subject once, so each text of a list has its own author; `viewerMayBeAuthor` counts the viewer out of the
 * authors when they could have written one. Each list is ordered by its own text, so lists never share an author
 * order that would let someone link their positions.
 */
export function releasedTexts(
  texts: readonly string[],
  ctx: Pick<DisclosureContext, 'confidentiality' | 'closed'>,
  viewerMayBeAuthor: boolean,
): { texts: string[]; withheld: WithheldReason | null } {
  if (texts.length === 0) return { texts: [], withheld: null };
  const c = ctx.confidentiality;
  if (c.mode === 'CONFIDENTIAL') {
    if (!ctx.closed) return { texts: [], withheld: 'NOT_CLOSED' };
    const besides = texts.length - (viewerMayBeAuthor ? 1 : 0);
    if (texts.length < c.minRaters || besides < 2) return { texts: [], withheld: 'TOO_FEW' };
  }
  return { texts: [...texts].sort(byText), withheld: null };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const byText = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
