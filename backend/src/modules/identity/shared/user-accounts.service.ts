import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail, userStream } from '@gc/contracts';
import type { Database } from '@gc/projections';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { KYSELY } from '../../../infrastructure/tokens';
import { AggregateStore, type CommandResult } from '../../../shared/aggregate-store';
import type { CommandContext } from '../../../shared/command-context';
import { userDecider, type UserCommand, type UserState } from '../domain/user.decider';
import { asIdentityDb, type IdentityDatabase, type PersonalDataTable } from '../identity.tables';
import type { UserEvent } from '@gc/contracts';

export interface PersonLookup {
  userId: string;
  email: string;
  name: string | null;
  phone_number: string | null;
  /** the confirmed number that receives sign-in and reset codes */
  verified_phone_number: string | null;
  alternate_email: string | null;
}

/** Loads and changes one person's account (the user stream), and finds people by email in personal_data. */
@Injectable()
export class UserAccounts {
  readonly db: Kysely<IdentityDatabase>;

  constructor(
    private readonly aggregates: AggregateStore,
    @Inject(KYSELY) db: Kysely<Database>,
  ) {
    this.db = asIdentityDb(db);
  }

  execute(userId: string, command: UserCommand, context: CommandContext): Promise<CommandResult<UserEvent>> {
    return this.aggregates.handle(userStream(userId), userDecider, command, context);
  }

  /**
   * A command whose fact goes with a change to identity's own tables (personal data, credentials): the rows are
   * written in a transaction that commits only once the fact is appended, so a refused or failed command leaves
   * both sides as they were. (A commit failing after a successful append is the one gap left: the person retries.)
   */
  executeWith(
    userId: string,
    command: UserCommand,
    context: CommandContext,
    write: (trx: Transaction<IdentityDatabase>) => Promise<unknown>,
  ): Promise<CommandResult<UserEvent>> {
    return this.db.transaction().execute(async (trx) => {
      await write(trx);
      return this.execute(userId, command, context);
    });
  }

  async state(userId: string): Promise<UserState> {
    return (await this.aggregates.load(userStream(userId), userDecider)).state;
  }

  async findByEmail(email: string): Promise<PersonLookup | null> {
    const row = await this.db
      .selectFrom('personal_data')
      .selectAll()
      .where('email', '=', normalizeEmail(email))
      .executeTakeFirst();
    return row ? toLookup(row) : null;
  }

  async findById(userId: string): Promise<PersonLookup | null> {
    const row = await this.db.selectFrom('personal_data').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row ? toLookup(row) : null;
  }
}

function toLookup(row: Selectable<PersonalDataTable>): PersonLookup {
  return {
    userId: row.user_id,
    email: row.email,
    name: row.name,
    phone_number: row.phone_number,
    verified_phone_number: row.verified_phone_number,
    alternate_email: row.alternate_email,
  };
}
