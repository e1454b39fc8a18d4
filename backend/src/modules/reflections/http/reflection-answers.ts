import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReflectionMessages as M, type ReflectionView, type GlobalPosition } from '@gc/contracts';
import { withPosition, type WithPosition } from '../../../http/envelope';
import { ReadYourWrites } from '../../../http/read-your-writes';
import { notFound } from '../../../shared/domain-error';
import { currentClientOf, type AuthenticatedUser } from '../../identity';
import { GetReflectionQuery } from '../queries/reflections.queries';

/** How the reflections calls answer: the reflection as the read model has it, after the caller's own write. */
@Injectable()
export class ReflectionAnswers {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReadYourWrites,
  ) {}

  async current(user: AuthenticatedUser, id: string, kind?: 'TEMPLATE'): Promise<ReflectionView> {
    const view = await this.queries.execute(new GetReflectionQuery(currentClientOf(user), id, kind));
    if (!view) throw notFound(kind ? M.templateNotFound : M.reflectionNotFound, 'REFLECTION_NOT_FOUND');
    return view;
  }

  async after(
    user: AuthenticatedUser,
    id: string,
    result: { position: GlobalPosition | null },
    kind?: 'TEMPLATE',
  ): Promise<WithPosition<ReflectionView>> {
    return withPosition(await this.reads.read(result.position, () => this.current(user, id, kind)), result.position);
  }
}
