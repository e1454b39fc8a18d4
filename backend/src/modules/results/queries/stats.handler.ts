import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  ResultMessages as M,
  statOptionsFor,
  statSeriesName,
  withheldMessage,
  type ReleasedFigure,
  type ReleasedQuestion,
  type ResultDatum,
  type ResultItemView,
  type StatOption,
} from '@gc/contracts';
import { forbidden, invalid, notFound } from '../../../shared/domain-error';
import type { AuthenticatedUser } from '../../identity';
import { ReleasedResults } from './released-results';
import { ResultsDropdownHandler } from './results-dropdown.handler';
import { ResultsReader, type ResultsAccess } from './results-reader';
import { ResultsDropdownQuery, StatsQuery } from './results.queries';

const BOUNDS: [number, number] = [0, 4];

/** A figure as a series point: the value, how many people it aggregates, and why it is held back. */
function datum(
  option: Exclude<StatOption, 'NO_COMPARISON'>,
  name: string,
  figure: ReleasedFigure,
  email: string | null,
  released: { context: { confidentiality: ResultsAccess['confidentiality'] } },
): ResultDatum {
  return {
    name,
    option,
    value: figure.value,
    score: figure.raters,
    email,
    dials: BOUNDS,
    info: {
      bullets: figure.withheld ? [withheldMessage(figure.withheld, released.context.confidentiality)] : [],
      withheld: figure.withheld !== null,
    },
  };
}

/** The released figure an option shows: `subjectId` is the viewer, or the receiver an administrator chose. */
export function figureOf(
  option: Exclude<StatOption, 'NO_COMPARISON'>,
  q: ReleasedQuestion,
  subjectId: string,
): ReleasedFigure {
  switch (option) {
    case 'MY_SELF_ASSESSMENT':
      return q.self;
    case 'MY_RESULTS':
      return q.results.get(subjectId) ?? { value: null, raters: 0, withheld: null };
    case 'MY_TEAM_SELF_ASSESSMENT':
      return q.teamSelf;
    case 'MY_TEAM_AVERAGE':
      return q.teamAverage;
    case 'MY_TEAM_MAX':
      return q.teamMax;
    default: {
      const never: never = option;
      return never;
    }
  }
}

@Injectable()
@QueryHandler(StatsQuery)
export class StatsHandler implements IQueryHandler<StatsQuery, ResultItemView[]> {
  constructor(
    private readonly reader: ResultsReader,
    private readonly dropdown: ResultsDropdownHandler,
    private readonly released: ReleasedResults,
  ) {}

  async execute(query: StatsQuery): Promise<ResultItemView[]> {
    const { user, clientId, type, main, comparison, reflectionId, at } = query;
    const id = reflectionId ?? (await this.latest(user, clientId));
    if (!id) return [];
    const access = await this.reader.access(user, clientId, id);
    if (at && !access.isAdmin) throw forbidden('Only administrators can see results as they were.', 'ADMINS_ONLY');
    // an administrator may choose whose results 'My Results' shows; anyone else reads their own
    const chosen = query.receiverId && query.receiverId !== user.userId ? query.receiverId : null;
    if (chosen && !access.isAdmin) throw notFound(M.receiverNotFound, 'RECEIVER_NOT_FOUND');
    const offered = statOptionsFor(type, access.isReceiver && !chosen, !!chosen);
    for (const option of [main, comparison])
      if (option !== 'NO_COMPARISON' && !offered.includes(option))
        throw invalid(M.optionNotOffered, 'OPTION_NOT_OFFERED');
    const questions = await this.reader.questions(id, type);
    const [released, people] = await Promise.all([
      this.released.of(access, { userId: user.userId }, questions, at),
      this.reader.db
        .selectFrom('personal_data')
        .select(['user_id', 'name', 'email'])
        .where('user_id', 'in', chosen ? [user.userId, chosen] : [user.userId])
        .execute(),
    ]);
    const subjectId = chosen ?? user.userId;
    if (chosen && !released.receivers.has(chosen)) throw notFound(M.receiverNotFound, 'RECEIVER_NOT_FOUND');
    const me = people.find((p) => p.user_id === user.userId);
    const them = people.find((p) => p.user_id === chosen);
    const options = [main, comparison].filter((o): o is Exclude<StatOption, 'NO_COMPARISON'> => o !== 'NO_COMPARISON');
    return questions.map((q) => {
      const figures = released.figures(q.questionKey);
      const data = options.map((option) => {
        // the PDF report names its series with the same function
        const name = statSeriesName(option, {
          self: me?.name ?? me?.email,
          receiver: chosen ? (them?.name ?? them?.email ?? 'Erased user') : null,
        });
        const own = (option === 'MY_SELF_ASSESSMENT' || option === 'MY_RESULTS') && !chosen;
        return datum(option, name, figureOf(option, figures, subjectId), own ? (me?.email ?? null) : null, released);
      });
      const individual =
        q.questionType === 'TEAM_DYNAMIC' ? [] : released.individualComments(q.questionKey, subjectId).texts;
      const team = q.questionType === 'TEAM_DYNAMIC' ? released.teamComments(q.questionKey).texts : [];
      return {
        question_id: q.catalogueQuestionId,
        assessment_question_id: q.questionKey,
        question_name: q.name,
        question_category: q.category,
        desc_2: q.prompt,
        question_definition: q.definition,
        question_detailed_definition: q.detailedDefinition,
        data,
        quotes: {
          individual_comments: individual.map((text) => ({ text })),
          team_comments: team.map((text) => ({ text })),
        },
        chart: type,
        score_definition: q.scale,
        question_assessment_name: access.name,
        question_assessment_status: this.reader.statusLabel(access.phase),
        question_assessment_due_date: access.dueDate.toISOString(),
      };
    });
  }

  /** Without assessment_id: the caller's most recent reflection (by due date). */
  private async latest(user: AuthenticatedUser, clientId: string): Promise<string | null> {
    const groups = await this.dropdown.execute(new ResultsDropdownQuery(user, clientId));
    const all = groups.flatMap((g) => g.assessments).sort((a, b) => b.due_date.localeCompare(a.due_date));
    return all[0]?.assessment_id ?? null;
  }
}
