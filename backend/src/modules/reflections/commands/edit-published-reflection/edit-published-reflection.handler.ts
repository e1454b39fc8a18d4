import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EditPublishedReflectionDto, ReflectionEvent } from '@gc/contracts';
import type { CommandResult } from '../../../../shared/aggregate-store';
import { DatedReflectionHandler } from '../dated-reflection-handler';
import {
  anyoneAnswered,
  finishedCount,
  loadReflection,
  loadTeam,
  ReflectionFormCommand,
  refuseSystemTemplate,
  chosenConfidentiality,
  resolveChoices,
} from '../reflection-inputs';

/** PUT /assessments/{id}/publish: the Edit Reflection page's dates (within their locks) and members. */
export class EditPublishedReflectionCommand extends ReflectionFormCommand<EditPublishedReflectionDto> {}

@Injectable()
@CommandHandler(EditPublishedReflectionCommand)
export class EditPublishedReflectionHandler
  extends DatedReflectionHandler
  implements ICommandHandler<EditPublishedReflectionCommand, CommandResult<ReflectionEvent>>
{
  async execute({ context, clientId, reflectionId, input }: EditPublishedReflectionCommand) {
    refuseSystemTemplate(reflectionId);
    const state = await loadReflection(this.aggregates, clientId, reflectionId);
    const team = state.teamId ? await loadTeam(this.db, clientId, state.teamId) : null;
    return this.decideDates(
      reflectionId,
      {
        type: 'EditPublishedReflection',
        clientId,
        expectedRevision: input.revision ?? null,
        launchDate: input.launch_date,
        dueDate: input.due_date,
        assignees: input.members_with_roles ? await resolveChoices(this.db, team, input.members_with_roles) : null,
        team,
        confidentiality: chosenConfidentiality(input.confidentiality),
        answered: input.confidentiality ? await anyoneAnswered(this.db, reflectionId) : false,
        now: context.now,
        finished: await finishedCount(this.db, reflectionId),
      },
      context,
    );
  }
}
