import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { gapKind, ResultMessages as M, type GapItemView } from '@gc/contracts';
import { invalid } from '../../../shared/domain-error';
import { ReleasedResults } from './released-results';
import { ResultsReader, type ResultsAccess } from './results-reader';
import { GapsQuery } from './results.queries';
import { figureOf } from './stats.handler';

@Injectable()
@QueryHandler(GapsQuery)
export class GapsHandler implements IQueryHandler<GapsQuery, GapItemView[]> {
  constructor(
    private readonly reader: ResultsReader,
    private readonly released: ReleasedResults,
  ) {}

  /** A receiver's own gaps: self against others, per scored question about them (404 for anyone else). */
  async execute({ user, clientId, reflectionId }: GapsQuery): Promise<GapItemView[]> {
    const access: ResultsAccess = await this.reader.access(user, clientId, reflectionId);
    if (!access.isReceiver) throw invalid(M.optionNotOffered, 'OPTION_NOT_OFFERED');
    const questions = (await this.reader.questions(reflectionId, null)).filter(
      (q) => q.questionType !== 'TEAM_DYNAMIC',
    );
    const released = await this.released.of(access, { userId: user.userId }, questions);
    return questions.map((q) => {
      const figures = released.figures(q.questionKey);
      const self = figures.self.value;
      const others = figureOf('MY_RESULTS', figures, user.userId);
      const gap = self !== null && others.value !== null ? Math.round((self - others.value) * 100) / 100 : null;
      return {
        question_name: q.name,
        question_category: q.category,
        self,
        others: others.value,
        raters: others.raters,
        gap,
        kind: self !== null && others.value !== null ? gapKind(self, others.value) : null,
      };
    });
  }
}
