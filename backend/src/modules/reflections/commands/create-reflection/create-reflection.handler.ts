import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  REFLECTION_CATALOGUE,
  ReflectionMessages as M,
  reflectionStreamName,
  type ReflectionType,
  type CreateReflectionDto,
  type ReflectionEvent,
} from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely } from 'kysely';
import { KYSELY } from '../../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../../shared/aggregate-store';
import { deterministicId } from '../../../../shared/event-envelope';
import type { CommandContext } from '../../../../shared/command-context';
import { notFound } from '../../../../shared/domain-error';
import { reflectionDecider } from '../../domain/reflection.decider';
import { CATALOGUE_INDEX, draftSetupChoice, toContent } from '../reflection-inputs';

export type CreatedReflection = CommandResult<ReflectionEvent> & { reflectionId: string };

/** POST /assessments (a draft) and POST /assessments/templates (a client template). */
export class CreateReflectionCommand extends Command<CreatedReflection> {
  constructor(
    readonly context: CommandContext,
    readonly clientId: string,
    readonly kind: 'DRAFT' | 'TEMPLATE',
    readonly input: CreateReflectionDto,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(CreateReflectionCommand)
export class CreateReflectionHandler implements ICommandHandler<CreateReflectionCommand, CreatedReflection> {
  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) private readonly db: Kysely<Database>,
  ) {}

  async execute({ context, clientId, kind, input }: CreateReflectionCommand): Promise<CreatedReflection> {
    const origin = await this.originOf(clientId, input.template_id, input.assessment_type);
    // With an Idempotency-Key the new id follows from (caller, client, kind, key), as POST /clients does: a repeat
    // finds the same stream and AggregateStore answers what the first request wrote, so there is one draft.
    const reflectionId = context.idempotencyKey
      ? deterministicId(`create-reflection:${context.actorId ?? ''}:${clientId}:${kind}`, context.idempotencyKey, 0)
      : randomUUID();
    const result = await this.aggregates.handle(
      reflectionStreamName(reflectionId),
      reflectionDecider,
      {
        type: 'CreateReflection',
        reflectionId,
        clientId,
        kind,
        ...origin,
        content: toContent(input),
        catalogue: CATALOGUE_INDEX,
        setup: await draftSetupChoice(this.db, clientId, input.general_settings),
      },
      context,
    );
    return { ...result, reflectionId };
  }

  /** A form started from a template keeps its name and type; another client's template is not found. */
  private async originOf(
    clientId: string,
    templateId: string | undefined,
    assessmentType: ReflectionType | undefined,
  ): Promise<{ origin: 'BLANK' | 'TEMPLATE'; originId: string; templateName: string; assessmentType: ReflectionType }> {
    if (!templateId || templateId === 'blank')
      return { origin: 'BLANK', originId: '', templateName: 'blank', assessmentType: assessmentType ?? 'TEAM' };
    const system = REFLECTION_CATALOGUE.templates.find((t) => t.template_id === templateId);
    if (system)
      return {
        origin: 'TEMPLATE',
        originId: templateId,
        templateName: system.template_name,
        assessmentType: system.assessment_type,
      };
    const { state } = await this.aggregates.load(reflectionStreamName(templateId), reflectionDecider);
    if (state.status !== 'active' || state.clientId !== clientId || state.kind !== 'TEMPLATE')
      throw notFound(M.templateNotFound, 'TEMPLATE_NOT_FOUND');
    return {
      origin: 'TEMPLATE',
      originId: templateId,
      templateName: state.content.name,
      assessmentType: state.assessmentType,
    };
  }
}
