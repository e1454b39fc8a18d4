import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { withheldMessage, type OpenAnswersView } from '@gc/contracts';
import { ReleasedResults } from './released-results';
import { ResultsReader } from './results-reader';
import { OpenAnswersQuery } from './results.queries';

@Injectable()
@QueryHandler(OpenAnswersQuery)
export class OpenAnswersHandler implements IQueryHandler<OpenAnswersQuery, OpenAnswersView[]> {
  constructor(
    private readonly reader: ResultsReader,
    private readonly released: ReleasedResults,
  ) {}

  /** The open questions' answers, each list ordered by its own text, under the reflection's promise. */
  async execute({ user, clientId, reflectionId }: OpenAnswersQuery): Promise<OpenAnswersView[]> {
    const access = await this.reader.access(user, clientId, reflectionId);
    const questions = await this.reader.openQuestions(reflectionId);
    const released = await this.released.of(access, { userId: user.userId }, questions);
    return questions.map((q) => {
      const answers = released.teamComments(q.questionKey);
      return {
        assessment_question_id: q.questionKey,
        question_name: q.name,
        prompt: q.prompt,
        answers: answers.texts,
        withheld_message: answers.withheld ? withheldMessage(answers.withheld, released.context.confidentiality) : null,
      };
    });
  }
}
