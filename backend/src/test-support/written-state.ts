import { sql } from 'kysely';
import type { TestApp } from './test-app';

/**
 * What a refused request must leave as it was: the event store (append-only, so its row count) and the personal
 * data (updated in place by the profile, so a digest of every row).
 */
export async function writtenState(t: TestApp): Promise<{ events: number; personalData: string }> {
  const { rows } = await sql<{ events: number; personal_data: string }>`
    SELECT (SELECT count(*)::int FROM es_events) AS events,
           (SELECT count(*) || ':' || coalesce(md5(string_agg(p::text, '|' ORDER BY p::text)), '')
              FROM personal_data p) AS personal_data`.execute(t.db);
  return { events: rows[0].events, personalData: rows[0].personal_data };
}
