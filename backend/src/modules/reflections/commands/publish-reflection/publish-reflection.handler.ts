import { Injectable } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PublishReflectionDto, ReflectionEvent } from '@gc/contracts';
import type { CommandResult } from '../../../../shared/aggregate-store';
import { readConfidentialityDefaults } from '../../../clients';
import { DatedReflectionHandler } from '../dated-reflection-handler';
import {
  chosenConfidentiality,
  loadTeam,
  ReflectionFormCommand,
  refuseSystemTemplate,
  resolveChoices,
} from '../reflection-inputs';

/** POST /assessments/{id}/publish: general_settings (team, launch and due instants, assignees). */
export class PublishReflectionCommand extends ReflectionFormCommand<PublishReflectionDto> {}

@Injectable()
@CommandHandler(PublishReflectionCommand)
export class PublishReflectionHandler
  extends DatedReflectionHandler
  implements ICommandHandler<PublishReflectionCommand, CommandResult<ReflectionEvent>>
{
  async execute({ context, clientId, reflectionId, input }: PublishReflectionCommand) {
    refuseSystemTemplate(reflectionId);
    const team = await loadTeam(this.db, clientId, input.team_id);
    return this.decideDates(
      reflectionId,
      {
        type: 'PublishReflection',
        clientId,
        expectedRevision: input.revision ?? null,
        team,
        launchDate: input.launch_date,
        dueDate: input.due_date,
        assignees: await resolveChoices(this.db, team, input.members_with_roles),
        confidentiality: chosenConfidentiality(input.confidentiality),
        confidentialityDefaults: await readConfidentialityDefaults(this.db, clientId),
      },
      context,
    );
  }
}
