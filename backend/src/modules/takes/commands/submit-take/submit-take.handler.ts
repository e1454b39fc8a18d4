import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GlobalPosition, SaveTakeDto, TakeSubmittedView } from '@gc/contracts';
import { AggregateStore } from '../../../../shared/aggregate-store';
import { sentAnswers, writeTake, type TakeOf } from '../take-write';

export type SubmitTakeResult = { readonly view: TakeSubmittedView; readonly position: GlobalPosition | null };

/**
 * POST /assessments/take/{id}/complete (submit): the last answers sent with it, then the take is finished, once;
 * refused (400 'Please continue completing reflection.') while answers are missing. Answers as soon as the facts
 * are stored, as a save does: the position it answers lets the next read wait for the read models.
 */
export class SubmitTakeCommand extends Command<SubmitTakeResult> {
  constructor(
    readonly take: TakeOf,
    readonly input: SaveTakeDto,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SubmitTakeCommand)
export class SubmitTakeHandler implements ICommandHandler<SubmitTakeCommand, SubmitTakeResult> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ take, input }: SubmitTakeCommand): Promise<SubmitTakeResult> {
    const result = await writeTake(this.aggregates, take, (rules) => ({
      type: 'SubmitTake',
      rules,
      answers: sentAnswers(input),
      sectionIndex: input.section_index ?? null,
      now: take.context.now,
    }));
    const view: TakeSubmittedView = {
      assessment_id: take.reflectionId,
      assessment_take_user_phase: 'COMPLETED',
      recorded: 0,
    };
    for (const event of result.events)
      if (event.type === 'TakeAnswersRecorded') view.recorded += event.data.answers.length;
    return { view, position: result.position };
  }
}
