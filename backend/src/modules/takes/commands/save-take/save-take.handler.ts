import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reflectionStreamName, takeStreamName, type SaveTakeDto, type TakeEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { retryOnConcurrentChange } from '../../../../shared/retry-on-concurrent-change';
import { reflectionDecider } from '../../../reflections';
import { takeDecider, type SentAnswer, type TakeCommand, type TakeRules } from '../../domain/take.decider';
import { loadTakeRules, takeRules } from '../take-rules';

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
    const writer =
      input.writer !== undefined && input.writer_seq !== undefined
        ? { id: input.writer, seq: input.writer_seq }
        : undefined;
    const streamName = takeStreamName(reflectionId, userId);
    const command = (rules: TakeRules): TakeCommand =>
      submit
        ? { type: 'SubmitTake', rules, answers, sectionIndex, now: context.now }
        : { type: 'SaveTake', rules, answers, sectionIndex, ...(writer ? { writer } : {}) };
    return retryOnConcurrentChange(async () => {
      if (context.idempotencyKey) {
        // a retried request is recognised from the whole take stream, which handle reads
        const rules = await loadTakeRules(this.aggregates, clientId, reflectionId, userId, context.now);
        return this.aggregates.handle(streamName, takeDecider, command(rules), context);
      }
      // The hot path (every autosave): the reflection and the take as this process folded them (each read when it
      // has none), so a save reads nothing. The append is made at the take's revision and on condition that the
      // reflection is still at its revision: if another writer moved either, it fails and the retry reads that one
      // (AggregateStore.decideAndAppend; a refusal or a save that changes nothing is confirmed with a read first).
      const reflectionRead = {
        streamName: reflectionStreamName(reflectionId),
        decider: reflectionDecider,
        unchangedAtAppend: true,
      } as const;
      const [reflection, take] = await this.aggregates.loadLatestAll([
        reflectionRead,
        { streamName, decider: takeDecider, decideOn: true },
      ] as const);
      const rules = takeRules(reflection.state, clientId, reflectionId, userId, context.now);
      return this.aggregates.decideAndAppend(streamName, takeDecider, command(rules), context, take, {
        ...reflectionRead,
        loaded: reflection,
      });
    });
  }
}
