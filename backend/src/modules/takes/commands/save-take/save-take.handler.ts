import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { takeStreamName, type SaveTakeDto, type TakeEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { retryOnConcurrentChange } from '../../../../shared/retry-on-concurrent-change';
import { takeDecider, type SentAnswer } from '../../domain/take.decider';
import { loadTakeRules } from '../take-rules';

/**
 * PUT /assessments/take/{id} (save progress) and POST /assessments/take/{id}/complete (submit). Answers are facts per
 * question and subject, so a save racing another tab's is decided again on the stream as the other left it (never a
 * whole-document overwrite): both keep their answers. A retried save changes nothing twice.
 */
export class SaveTakeCommand extends Command<CommandResult<TakeEvent>> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly reflectionId: string,
    readonly userId: string,
    readonly input: SaveTakeDto,
    readonly submit: boolean,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SaveTakeCommand)
export class SaveTakeHandler implements ICommandHandler<SaveTakeCommand, CommandResult<TakeEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ context, clientId, reflectionId, userId, input, submit }: SaveTakeCommand) {
    const answers: SentAnswer[] = (input.answers ?? []).map((a) => ({
      questionKey: a.assessment_question_id,
      subject: a.subject,
      value: a.response,
      comment: a.comment,
    }));
    const sectionIndex = input.section_index ?? null;
    return retryOnConcurrentChange(async () => {
      const rules = await loadTakeRules(this.aggregates, clientId, reflectionId, userId, context.now);
      return this.aggregates.handle(
        takeStreamName(reflectionId, userId),
        takeDecider,
        submit
          ? { type: 'SubmitTake', rules, answers, sectionIndex, now: context.now }
          : { type: 'SaveTake', rules, answers, sectionIndex },
        context,
        // a take grows by one small event per autosave: fold only what is new since this process last saw it
        { latest: true },
      );
    });
  }
}
