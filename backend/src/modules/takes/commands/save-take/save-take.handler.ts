import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GlobalPosition, SaveTakeDto, TakeSavedView } from '@gc/contracts';
import { AggregateStore } from '../../../../shared/aggregate-store';
import { sentAnswers, writeTake, type TakeOf } from '../take-write';

export type SaveTakeResult = { readonly view: TakeSavedView; readonly position: GlobalPosition | null };

/**
 * PUT /assessments/take/{id} (save progress): the answers changed and the section reached. A retried save changes
 * nothing twice; so does a save (writer, writer_seq) arriving after a later save of the same page. Answers how much
 * it recorded, as soon as the facts are stored (the position it answers lets the next read wait).
 */
export class SaveTakeCommand extends Command<SaveTakeResult> {
  constructor(
    readonly take: TakeOf,
    readonly input: SaveTakeDto,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(SaveTakeCommand)
export class SaveTakeHandler implements ICommandHandler<SaveTakeCommand, SaveTakeResult> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ take, input }: SaveTakeCommand): Promise<SaveTakeResult> {
    const { writer, writer_seq } = input;
    const result = await writeTake(this.aggregates, take, (rules) => ({
      type: 'SaveTake',
      rules,
      answers: sentAnswers(input),
      sectionIndex: input.section_index ?? null,
      ...(writer !== undefined && writer_seq !== undefined ? { writer: { id: writer, seq: writer_seq } } : {}),
    }));
    const view: TakeSavedView = { assessment_id: take.reflectionId, recorded: 0, section_index: null };
    for (const event of result.events) {
      if (event.type === 'TakeAnswersRecorded') view.recorded += event.data.answers.length;
      if (event.type === 'TakeProgressSaved') view.section_index = event.data.sectionIndex;
    }
    return { view, position: result.position };
  }
}
