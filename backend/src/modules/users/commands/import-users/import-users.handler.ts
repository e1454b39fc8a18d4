import { laterPosition } from '@gc/contracts';
import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  IdentityMessages as M,
  parseUserImport,
  userStream,
  type GlobalPosition,
  type ImportReportView,
  type ImportRowResult,
} from '@gc/contracts';
import { QueueName } from '../../../../infrastructure/queue/queue-names';
import { QueueService } from '../../../../infrastructure/queue/queue.service';
import { AggregateStore } from '../../../../shared/aggregate-store';
import type { CommandContext } from '../../../../shared/command-context';
import { DomainError, invalid } from '../../../../shared/domain-error';
import type { AuthenticatedUser } from '../../../identity';
import { USER_EXISTS_MESSAGE } from '../../../identity';
import { userDecider } from '../../../identity';
import { UserAccounts } from '../../../identity';
import { TEMPORARY_PASSWORD_JOB } from '../../shared/users-jobs';
import { ClientInvitationMail } from '../../invitations/client-invitation-mail';
import { requireAssignable } from '../../shared/users-access';

/** A CSV import may be larger than any other request body (10,000 rows and more): 10 MiB, as text/csv or JSON. */
export const IMPORT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** Parallel appends (each one round trip to its own new stream); below the pool's 20 connections. */
const APPEND_CONCURRENCY = 12;
const INSERT_CHUNK = 2000;

interface NewPerson {
  line: number;
  userId: string;
  email: string;
  name: string;
  role: number;
}

/**
 * POST /users/import: a CSV of name,email,permission. Bulk by design (10,000 rows in seconds): one lookup of the
 * emails already known, personal_data inserted in chunks, then one append per new person (their stream is new, so
 * nothing is read first: AggregateStore.handle with newStream) with a bounded number in flight, and the
 * temporary-password mails queued as jobs that carry only the user id. A row whose append fails has its
 * personal_data removed, so no row half-exists. People who already have an account elsewhere are invited to this
 * client, and reported like new people.
 */
export class ImportUsersCommand extends Command<{ report: ImportReportView; position: GlobalPosition | null }> {
  constructor(
    readonly context: CommandContext,
    readonly caller: AuthenticatedUser,
    readonly clientId: string,
    readonly csv: string,
  ) {
    super();
  }
}

@Injectable()
@CommandHandler(ImportUsersCommand)
export class ImportUsersHandler implements ICommandHandler<ImportUsersCommand> {
  constructor(
    private readonly accounts: UserAccounts,
    private readonly aggregates: AggregateStore,
    private readonly queues: QueueService,
    private readonly invitationMail: ClientInvitationMail,
  ) {}

  async execute({
    context,
    caller,
    clientId,
    csv,
  }: ImportUsersCommand): Promise<{ report: ImportReportView; position: GlobalPosition | null }> {
    const { rows, headerError } = parseUserImport(csv);
    if (headerError) throw invalid(headerError, 'BAD_CSV_HEADER');
    for (const row of rows) if (row.ok) requireAssignable(caller, row.role);

    const results = new Map<number, ImportRowResult>();
    const reject = (line: number, email: string | null, reason: string) =>
      results.set(line, { line, email, status: 'rejected', reason });
    const create = (line: number, email: string) => results.set(line, { line, email, status: 'created', reason: null });

    const valid = rows.flatMap((row) => {
      if (row.ok) return [row];
      reject(row.line, row.email, row.reason);
      return [];
    });
    const known = await this.knownEmails(valid.map((r) => r.email));
    let position: GlobalPosition | null = null;

    // people with an account already (rare): invited, one by one, and reported like new people ('created'), so the
    // report tells nothing about accounts in other clients (docs/identity.md, "Joining another client")
    for (const row of valid.filter((r) => known.has(r.email))) {
      const userId = known.get(row.email)!;
      const state = await this.accounts.state(userId);
      if (state.roles[clientId] !== undefined) {
        reject(row.line, row.email, M.alreadyInClient);
        continue;
      }
      try {
        const invited = await this.accounts.execute(
          userId,
          { type: 'InviteToClient', clientId, role: row.role },
          context,
        );
        if (invited.events.length > 0) await this.invitationMail.send(row.email, clientId);
        position = laterPosition(position, invited.position);
        create(row.line, row.email);
      } catch (error) {
        reject(row.line, row.email, rowFailure(error));
      }
    }

    const fresh: NewPerson[] = valid
      .filter((r) => !known.has(r.email))
      .map((r) => ({ line: r.line, userId: randomUUID(), email: r.email, name: r.name, role: r.role }));
    const inserted = await this.insertPersonalData(fresh, context.now);
    const failed: string[] = [];
    await runBounded(fresh, APPEND_CONCURRENCY, async (person) => {
      if (!inserted.has(person.userId)) return void reject(person.line, person.email, USER_EXISTS_MESSAGE);
      try {
        // the person's stream is new (a fresh id): started through the one door, without reading it
        const appended = await this.aggregates.handle(
          userStream(person.userId),
          userDecider,
          { type: 'InviteUser', userId: person.userId, clientId, role: person.role },
          context,
          { newStream: true },
        );
        position = laterPosition(position, appended.position);
        create(person.line, person.email);
      } catch (error) {
        failed.push(person.userId);
        reject(person.line, person.email, rowFailure(error));
      }
    });
    for (let i = 0; i < failed.length; i += INSERT_CHUNK)
      await this.accounts.db
        .deleteFrom('personal_data')
        .where('user_id', 'in', failed.slice(i, i + INSERT_CHUNK))
        .execute();

    const mailed = fresh.filter((p) => results.get(p.line)?.status === 'created');
    for (let i = 0; i < mailed.length; i += 1000)
      await this.queues.queue(QueueName.Mail).addBulk(
        mailed.slice(i, i + 1000).map((p) => ({
          name: TEMPORARY_PASSWORD_JOB,
          data: { userId: p.userId },
          opts: { jobId: `temporary-password-${p.userId}` },
        })),
      );

    const ordered = [...results.values()].sort((a, b) => a.line - b.line);
    const created = ordered.filter((r) => r.status === 'created').length;
    return { report: { rows: ordered, created, rejected: ordered.length - created }, position };
  }

  private async knownEmails(emails: string[]): Promise<Map<string, string>> {
    const known = new Map<string, string>();
    for (let i = 0; i < emails.length; i += 5000) {
      const chunk = emails.slice(i, i + 5000);
      if (!chunk.length) continue;
      const rows = await this.accounts.db
        .selectFrom('personal_data')
        .select(['user_id', 'email'])
        .where('email', 'in', chunk)
        .execute();
      for (const row of rows) known.set(row.email, row.user_id);
    }
    return known;
  }

  /** Chunked multi-row inserts; an email taken meanwhile by a concurrent request is skipped (and reported). */
  private async insertPersonalData(people: NewPerson[], now: Date): Promise<Set<string>> {
    const inserted = new Set<string>();
    for (let i = 0; i < people.length; i += INSERT_CHUNK) {
      const rows = await this.accounts.db
        .insertInto('personal_data')
        .values(
          people.slice(i, i + INSERT_CHUNK).map((p) => ({
            user_id: p.userId,
            email: p.email,
            name: p.name,
            phone_number: null,
            alternate_email: null,
            updated_at: now,
          })),
        )
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('user_id')
        .execute();
      for (const row of rows) inserted.add(row.user_id);
    }
    return inserted;
  }
}

function rowFailure(error: unknown): string {
  return error instanceof DomainError ? error.message : 'This row could not be saved. Import it again.';
}

async function runBounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]);
  });
  await Promise.all(lanes);
}
