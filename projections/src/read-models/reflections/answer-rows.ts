/** One row per (reflection, member, question, subject): the key a batch's answer upserts are merged by. */
export const answerRowKey = (reflectionId: string, userId: string, questionKey: string, subject: string) =>
  `${reflectionId}\u0000${userId}\u0000${questionKey}\u0000${subject}`;

/** Rows per multi-row statement: a few parameters each stays far below Postgres' 65,535. */
const ROWS_PER_STATEMENT = 1_000;

/** Runs `write` on the rows a statement's worth at a time (nothing for no rows). */
export async function inStatements<Row>(rows: readonly Row[], write: (rows: Row[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) await write(rows.slice(i, i + ROWS_PER_STATEMENT));
}
