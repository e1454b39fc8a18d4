import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isAdminRole, type ResultsDropdownGroup } from '@gc/contracts';
import { ResultsReader } from './results-reader';
import { ResultsDropdownQuery } from './results.queries';

@Injectable()
@QueryHandler(ResultsDropdownQuery)
export class ResultsDropdownHandler implements IQueryHandler<ResultsDropdownQuery, ResultsDropdownGroup[]> {
  constructor(private readonly reader: ResultsReader) {}

  /** The reflections whose results the caller may see: those they take, and every one of the client for admins. */
  async execute({ user, clientId }: ResultsDropdownQuery): Promise<ResultsDropdownGroup[]> {
    let query = this.reader.db
      .selectFrom('reflections as r')
      .innerJoin('teams as t', (join) =>
        join.onRef('t.team_id', '=', 'r.team_id').onRef('t.client_id', '=', 'r.client_id'),
      )
      .leftJoin('reflection_assignees as a', (join) =>
        join.onRef('a.reflection_id', '=', 'r.reflection_id').on('a.user_id', '=', user.userId),
      )
      .select(['r.reflection_id', 'r.name', 'r.due_date', 'r.phase', 'r.team_id', 't.team_name', 'a.receiver'])
      .where('r.client_id', '=', clientId)
      .where('r.kind', '=', 'PUBLISHED')
      .where('r.phase', '!=', 'UPCOMING');
    if (!isAdminRole(user.role)) query = query.where('a.user_id', 'is not', null);
    const rows = await query.orderBy('t.team_name').orderBy('r.due_date', 'desc').orderBy('r.reflection_id').execute();
    const groups = new Map<string, ResultsDropdownGroup>();
    for (const row of rows) {
      const group = groups.get(row.team_id as string) ?? {
        team_id: row.team_id as string,
        team_name: row.team_name,
        assessments: [],
      };
      group.assessments.push({
        assessment_name: row.name,
        assessment_id: row.reflection_id,
        due_date: (row.due_date as Date).toISOString(),
        is_reciever: row.receiver === true,
        assessment_status: this.reader.statusLabel(row.phase as never),
      });
      groups.set(group.team_id, group);
    }
    return [...groups.values()];
  }
}
