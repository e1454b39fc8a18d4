import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { comparePositions, formatPosition, type HistoryEntryView } from '@gc/contracts';
import { reflectionDecider } from '../domain/reflection.decider';
import type { ReflectionState } from '../domain/reflection.state';
import { describeReflectionEvent } from './history-summaries';
import { GetReflectionHistoryQuery, isReflectionEvent, ReflectionHistory } from './reflection-history';

/** The timeline in words: what changed, by whom, when; answers' contents stay out of it. */
@Injectable()
@QueryHandler(GetReflectionHistoryQuery)
export class GetReflectionHistoryHandler implements IQueryHandler<GetReflectionHistoryQuery, HistoryEntryView[]> {
  constructor(private readonly history: ReflectionHistory) {}

  async execute({ clientId, reflectionId }: GetReflectionHistoryQuery): Promise<HistoryEntryView[]> {
    const { reflection, takes } = await this.history.events(clientId, reflectionId);
    const events = [...reflection, ...takes].sort((a, b) => comparePositions(a.position, b.position));
    const people = events.flatMap((e) => [
      ...(e.metadata.actorId ? [e.metadata.actorId] : []),
      ...('userId' in e.data ? [e.data.userId as string] : []),
      ...('assignees' in e.data ? e.data.assignees.map((a) => a.userId) : []),
    ]);
    const names = await this.history.names(people);
    const nameOf = (id: string | null) => (id === null ? 'System' : (names.get(id) ?? 'Erased user'));
    const teams = new Map<string, string>();
    for (const e of reflection) {
      const teamId =
        e.type === 'ReflectionPublished'
          ? e.data.teamId
          : e.type === 'ReflectionDraftSetupSaved'
            ? e.data.setup.teamId
            : null;
      if (teamId && !teams.has(teamId)) teams.set(teamId, await this.history.teamName(clientId, teamId));
    }

    let state: ReflectionState = reflectionDecider.initialState();
    const started = new Set<string>();
    const entries: HistoryEntryView[] = [];
    for (const e of events) {
      let summary: string;
      if (isReflectionEvent(e)) {
        summary = describeReflectionEvent(e, state, nameOf, teams);
        state = reflectionDecider.evolve(state, e);
      } else {
        const who = nameOf(e.data.userId);
        switch (e.type) {
          case 'TakeAnswersRecorded':
            summary = started.has(e.data.userId) ? `${who} saved answers` : `${who} started`;
            started.add(e.data.userId);
            break;
          case 'TakeProgressSaved':
            summary = `${who} reached section ${e.data.sectionIndex + 1}`;
            break;
          case 'TakeSubmitted':
            summary = `${who} submitted`;
            break;
          default: {
            const never: never = e;
            summary = never;
          }
        }
      }
      entries.push({
        position: formatPosition(e.position),
        at: e.metadata.occurredAt,
        actor_id: e.metadata.actorId,
        actor: nameOf(e.metadata.actorId),
        type: e.type,
        summary,
        correlation_id: e.metadata.correlationId,
      });
    }
    return entries;
  }
}
