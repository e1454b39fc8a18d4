import type { AuthenticatedUser } from '../../identity';

/** One radar axis (a Mindset or Skills question) of the member's own results. */
export interface ResultAxis {
  /** the chart it belongs to: 'Mindset' or 'Skills' */
  chart: string;
  /** the question's name, e.g. 'Customer Obsession' */
  axis: string;
  /** how the member rated themself (0-4), null when the results do not release it */
  self: number | null;
  /** 'My Results': the average of how the others rated the member (0-4), null when withheld */
  others: number | null;
}

/**
 * A member's own latest results, as the results module released them to that member: per axis, how they rated
 * themself and the average of how the others rated them. Never a team figure, never another person's rating.
 */
export interface AggregatedResults {
  reflectionName: string;
  /** the reflection's due date, epoch milliseconds */
  dueOn: number;
  axes: ResultAxis[];
}

/**
 * Where the mentor reads the caller's own results when they allowed it (setting use_results). The caller is passed
 * as signed in, so the results module answers exactly what that person may see on their own results pages.
 */
export abstract class MemberResultsSource {
  abstract latestFor(caller: AuthenticatedUser): Promise<AggregatedResults | null>;
}

/** Names typed by administrators go into the system message: one line each, bounded. */
const oneLine = (text: string, max = 120) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** The results as lines of the system prompt (scale 0 to 4, as the radar charts); a withheld figure stays out. */
export function describeResults(results: AggregatedResults): string {
  const lines = results.axes.flatMap((a) => {
    const figures = [
      a.self === null ? null : `self ${a.self}`,
      a.others === null ? null : `others' average ${a.others}`,
    ].filter((f): f is string => f !== null);
    return figures.length === 0 ? [] : [`- ${oneLine(a.chart)}, ${oneLine(a.axis)}: ${figures.join(', ')}`];
  });
  return [
    `The member's own latest reflection results ("${oneLine(results.reflectionName)}", due ${new Date(results.dueOn).toISOString().slice(0, 10)}; scale 0-4; "self" is how they rated themself, "others' average" the average of how the others rated them):`,
    ...lines,
  ].join('\n');
}
