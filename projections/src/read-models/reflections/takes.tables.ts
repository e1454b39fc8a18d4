import type { ColumnType } from 'kysely';

/**
 * A member's own answers, one row per question and subject ('TEAM' or a receiver's user id). Read only by that
 * member's take query and, aggregated, by results: nobody reads another person's individual ratings.
 */
export interface TakeAnswersTable {
  reflection_id: string;
  client_id: string;
  user_id: string;
  question_key: string;
  subject: string;
  value: number | null;
  comment: string;
  updated_on: ColumnType<Date, Date | string, Date | string>;
}

export interface TakesTables {
  take_answers: TakeAnswersTable;
}
