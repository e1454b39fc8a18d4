import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SaveTakeDto, TakeEvent } from '@gc/contracts';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import { sentAnswers, writeTake, type TakeOf } from '../take-write';

/**
 * POST /assessments/take/{id}/complete (submit): the last answers sent with it, then the take is finished, once;
 * refused (400 'Please continue completing reflection.') while answers are missing.
 */
export class SubmitTakeCommand extends Command<CommandResult<TakeEvent>> {
  constructor(
    readonly take: TakeOf,
    readonly input: SaveTakeDto,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SubmitTakeCommand)
export class SubmitTakeHandler implements ICommandHandler<SubmitTakeCommand, CommandResult<TakeEvent>> {
  constructor(private readonly aggregates: AggregateStore) {}

  execute({ take, input }: SubmitTakeCommand): Promise<CommandResult<TakeEvent>> {
    return writeTake(this.aggregates, take, (rules) => ({
      type: 'SubmitTake',
      rules,
      answers: sentAnswers(input),
      sectionIndex: input.section_index ?? null,
      now: take.context.now,
    }));
  }
}
