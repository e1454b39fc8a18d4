import { Injectable } from '@nestjs/common';

/**
 * A member's own latest aggregated results: per category, how they rated themselves and the average of how the
 * others rated them. Aggregates only: never another person's individual ratings.
 */
export interface AggregatedResults {
  reflectionName: string;
  /** epoch milliseconds */
  completedOn: number;
  categories: { category: string; self: number | null; others: number | null }[];
}

/**
 * Where the mentor reads a member's results when they allowed it (setting use_results). The hook issue 11
 * (results) fills: provide another implementation under this token in MentorModule. Until results exist, the
 * mentor uses nothing.
 */
export abstract class MemberResultsSource {
  abstract latestFor(userId: string, clientId: string | null): Promise<AggregatedResults | null>;
}

@Injectable()
export class NoMemberResultsYet extends MemberResultsSource {
  async latestFor(): Promise<AggregatedResults | null> {
    return null;
  }
}

/** The results as lines of the system prompt (scale 0 to 4, as the radar charts). */
export function describeResults(results: AggregatedResults): string {
  const lines = results.categories.map(
    (c) => `- ${c.category}: self ${c.self ?? 'n/a'}, others ${c.others ?? 'n/a'} (scale 0-4)`,
  );
  return [
    `The member's own latest aggregated results (${results.reflectionName}, ${new Date(results.completedOn).toISOString().slice(0, 10)}):`,
    ...lines,
  ].join('\n');
}
