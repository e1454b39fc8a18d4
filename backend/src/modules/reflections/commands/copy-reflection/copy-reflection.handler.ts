import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { cloneName, REFLECTION_CATALOGUE, reflectionStreamName } from '@gc/contracts';
import { systemTemplateSections } from '@gc/projections';
import { AggregateStore } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { reflectionDecider } from '../../domain/reflection.decider';
import type { CreateReflection } from '../../domain/reflection.commands';
import type { CreatedReflection } from '../create-reflection/create-reflection.handler';
import { CATALOGUE_INDEX, loadReflection } from '../reflection-inputs';

/**
 * POST /assessments/{id}/copy: 'Clone' (a draft or template) and 'Clone as Draft' (a published one) make a new draft
 * with the same document. The name is the one sent (the SPA sends the original plus 'YYYY-MM-DD HH:mm:ss' in the
 * admin's time zone), else the original plus that timestamp in UTC.
 */
export class CopyReflectionCommand extends Command<CreatedReflection> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly sourceId: string,
    readonly name: string | undefined,
  ) {
    super();
  }
}

const QUESTIONS = new Map(REFLECTION_CATALOGUE.questions.map((q) => [q.question_id, q]));

@Injectable()
@CommandHandler(CopyReflectionCommand)
export class CopyReflectionHandler implements ICommandHandler<CopyReflectionCommand, CreatedReflection> {
  constructor(private readonly aggregates: AggregateStore) {}

  async execute({ context, clientId, sourceId, name }: CopyReflectionCommand): Promise<CreatedReflection> {
    const source = await this.source(clientId, sourceId);
    const reflectionId = randomUUID();
    const result = await this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      {
        ...source,
        reflectionId,
        content: { ...source.content, name: name ?? cloneName(source.content.name, context.now) },
      },
      context,
    );
    return { ...result, reflectionId };
  }

  private async source(clientId: string, sourceId: string): Promise<Omit<CreateReflection, 'reflectionId'>> {
    const system = REFLECTION_CATALOGUE.templates.find((t) => t.template_id === sourceId);
    if (system)
      return {
        type: 'CreateReflection',
        clientId,
        kind: 'DRAFT',
        origin: 'TEMPLATE',
        originId: sourceId,
        templateName: system.template_name,
        assessmentType: system.assessment_type,
        content: {
          name: system.template_name,
          description: system.assessment_description,
          instructions: system.assessment_instructions,
          sections: systemTemplateSections(system, QUESTIONS),
        },
        catalogue: CATALOGUE_INDEX,
      };
    const state = await loadReflection(this.aggregates, clientId, sourceId);
    return {
      type: 'CreateReflection',
      clientId,
      kind: 'DRAFT',
      origin: 'CLONE',
      originId: sourceId,
      templateName: state.templateName,
      assessmentType: state.assessmentType,
      content: state.content,
      catalogue: CATALOGUE_INDEX,
    };
  }
}
