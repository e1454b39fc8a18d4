import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  confidentialityPromise,
  ConfidentialityMessages,
  isClosedPhase,
  toConfidentialityView,
  type ResultsStatusView,
} from '@gc/contracts';
import { format } from 'date-fns';
import { ResultsReader } from './results-reader';
import { ResultsStatusQuery } from './results.queries';

@Injectable()
@QueryHandler(ResultsStatusQuery)
export class ResultsStatusHandler implements IQueryHandler<ResultsStatusQuery, ResultsStatusView> {
  constructor(private readonly reader: ResultsReader) {}

  /** What the hub can show of a reflection, and why not yet: the promise, the response rate, the close. */
  async execute({ user, clientId, reflectionId }: ResultsStatusQuery): Promise<ResultsStatusView> {
    const access = await this.reader.access(user, clientId, reflectionId);
    const closed = isClosedPhase(access.phase);
    const open = access.confidentiality.mode === 'OPEN';
    const released = open || closed;
    const message = released
      ? access.finished === 0
        ? ConfidentialityMessages.nothingYet
        : null
      : ConfidentialityMessages.notReleasedOn(format(access.dueDate, 'MMMM d'));
    const receivers = access.isAdmin
      ? await this.reader.db
          .selectFrom('reflection_assignees as a')
          .leftJoin('personal_data as p', 'p.user_id', 'a.user_id')
          .select(['a.user_id', 'p.name', 'p.email'])
          .where('a.reflection_id', '=', reflectionId)
          .where('a.client_id', '=', clientId)
          .where('a.receiver', '=', true)
          .orderBy('p.name')
          .orderBy('a.user_id')
          .execute()
      : [];
    return {
      assessment_id: reflectionId,
      confidentiality: toConfidentialityView(access.confidentiality),
      promise: confidentialityPromise(access.confidentiality),
      assessment_status: this.reader.statusLabel(access.phase),
      closed,
      due_date: access.dueDate.toISOString(),
      released,
      message,
      response_rate: { submitted: access.finished, assigned: access.assigned },
      is_reciever: access.isReceiver,
      receivers: receivers.map((r) => ({ user_id: r.user_id, name: r.name ?? r.email ?? 'Erased user' })),
    };
  }
}
