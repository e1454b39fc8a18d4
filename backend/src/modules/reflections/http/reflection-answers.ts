import { Injectable } from '@nestjs/common';
import { type Command, QueryBus } from '@nestjs/cqrs';
import { ReflectionMessages as M, type ReflectionView } from '@gc/contracts';
import type { WithPosition } from '../../../http/envelope';
import { ReadYourWrites, type Written } from '../../../http/read-your-writes';
import { notFound } from '../../../shared/domain-error';
import type { Caller } from '../../identity';
import { GetReflectionQuery } from '../queries/reflections.queries';

/** How the reflections calls answer: the reflection as the read model has it, after the caller's own write. */
@Injectable()
export class ReflectionAnswers {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  async current(caller: Caller, id: string, kind?: 'TEMPLATE'): Promise<ReflectionView> {
    const view = await this.queries.execute(new GetReflectionQuery(caller.clientId, id, kind));
    if (!view) throw notFound(kind ? M.templateNotFound : M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
    return view;
  }

  /** Run a command and answer the reflection it wrote: `id`, or the one its result names (a new draft, a copy). */
  written<R extends Written>(
    caller: Caller,
    command: Command<R>,
    id: string | ((result: R) => string),
    kind?: 'TEMPLATE',
  ): Promise<WithPosition<ReflectionView>> {
    return this.reads.answerRead(command, (result) =>
      this.current(caller, typeof id === 'string' ? id : id(result), kind),
    );
  }
}
