import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { STAT_TYPE_LABELS, type ResultItemView, type StatOption, type StatType } from '@gc/contracts';
import { DomainError } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity';
import { ResultsDropdownQuery, StatsQuery } from '../../results';
import { MemberResultsSource, type AggregatedResults, type ResultAxis } from './member-results-source';

/** The charts about the member themself; Team Dynamics rates the team, so it never grounds the mentor. */
const CHARTS: readonly StatType[] = ['MINDSET', 'SKILLS'];

/** How many of the member's most recent reflections are tried before the mentor goes without results. */
const LOOK_BACK = 10;

/**
 * The member's own results, read only through the results module's public queries, asked as the member: the
 * reflections whose results they may see, then per chart their self-assessment against 'My Results' (the others'
 * average about them). Whatever the results rule withholds arrives as null and stays null: this class computes no
 * figure and reads no results table, so every figure built from other people's answers still leaves through that
 * one rule. The reflection used is the most recent (by due date) in the member's current client where they are a
 * receiver and at least one figure is released.
 */
@Injectable()
export class ReleasedMemberResults extends MemberResultsSource {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async latestFor(caller: AuthenticatedUser): Promise<AggregatedResults | null> {
    const clientId = caller.clientId;
    if (!clientId) return null;
    const groups = await this.queries.execute(new ResultsDropdownQuery(caller, clientId));
    const received = groups
      .flatMap((group) => group.assessments)
      .filter((reflection) => reflection.is_reciever)
      .sort((a, b) => b.due_date.localeCompare(a.due_date))
      .slice(0, LOOK_BACK);
    for (const reflection of received) {
      const axes = await this.axesOf(caller, clientId, reflection.assessment_id);
      if (axes.some((a) => a.self !== null || a.others !== null))
        return { reflectionName: reflection.assessment_name, dueOn: Date.parse(reflection.due_date), axes };
    }
    return null;
  }

  /** The axes of both charts; a chart the results module refuses the member (its rule, not ours) is left out. */
  private async axesOf(caller: AuthenticatedUser, clientId: string, reflectionId: string): Promise<ResultAxis[]> {
    const axes: ResultAxis[] = [];
    for (const type of CHARTS) {
      let items: ResultItemView[];
      try {
        items = await this.queries.execute(
          new StatsQuery(caller, clientId, type, 'MY_SELF_ASSESSMENT', 'MY_RESULTS', reflectionId),
        );
      } catch (error) {
        if (error instanceof DomainError) continue;
        throw error;
      }
      for (const item of items)
        axes.push({
          chart: STAT_TYPE_LABELS[type],
          axis: item.question_name,
          self: valueOf(item, 'MY_SELF_ASSESSMENT'),
          others: valueOf(item, 'MY_RESULTS'),
        });
    }
    return axes;
  }
}

/** The released value of one series of an item, by its option (never by position in `data`). */
const valueOf = (item: ResultItemView, option: StatOption): number | null =>
  item.data.find((datum) => datum.option === option)?.value ?? null;
