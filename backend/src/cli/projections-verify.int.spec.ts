import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import { comparePositions, parsePosition, type GlobalPosition } from '@gc/contracts';
import { allProjections, waitForPosition, type EventSource } from '@gc/projections';
import { PostgresEventStore } from '../infrastructure/event-store/postgres/postgres-event-store';
import {
  ALL_EVENT_TYPES,
  countEventTypes,
  everyEventJourney,
  type EveryEventJourney,
} from '../test-support/every-event-journey';
import { createReflectionsTestAppWithMail } from '../test-support/reflections-test-kit';
import type { TestApp } from '../test-support/test-app';
import { STAGE } from '../test-support/workspaces-test-kit';
import { describeDifference, verifyProjections } from './projection-verify';

jest.setTimeout(120_000);

const run = promisify(execFile);
const DIST = join(__dirname, '../../dist/cli');

/** Given a journey that records every event type contracts declare, then each read model rebuilds to the live one. */
describe('command line: projections verify', () => {
  let t: TestApp;
  let pool: Pool;
  let store: PostgresEventStore;
  let journey: EveryEventJourney;

  beforeAll(async () => {
    t = await createReflectionsTestAppWithMail();
    pool = new Pool({ connectionString: t.databaseUrl, max: 4 });
    store = new PostgresEventStore(pool);
    journey = await everyEventJourney(t);
    // the last event committed, not the head: the head stops below any transaction still open on the server (other
    // databases' too), which may hide the journey's last events for a moment
    const last = await store.lastCommittedPosition();
    expect(await waitForPosition(t.db, last, { timeoutMs: 30_000 })).toBe(true);
  });

  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await t?.close();
  });

  const verifyAll = (names?: string[], source: EventSource = store) =>
    verifyProjections({
      databaseUrl: t.databaseUrl,
      pool,
      source,
      projections: allProjections.filter((p) => !names || names.includes(p.name)),
    });

  it("given the journey, then the store holds every event type of contracts' lists, and no other", async () => {
    const counts = await countEventTypes(store);
    expect(ALL_EVENT_TYPES.filter((type) => !counts.has(type))).toEqual([]);
    expect([...counts.keys()].filter((type) => !ALL_EVENT_TYPES.includes(type))).toEqual([]);
  });

  it('given the journey, then every read model rebuilt in a shadow schema equals the live one, and the shadow is gone', async () => {
    const verdicts = await verifyAll();
    expect(verdicts.map((v) => [v.projection, v.differences.map(describeDifference)])).toEqual(
      allProjections.map((p) => [p.name, []]),
    );
    expect(verdicts.every((v) => v.replayed > 0)).toBe(true);
    const { rows } = await pool.query(
      `select schema_name from information_schema.schemata where schema_name like 'projection_verify_%'`,
    );
    expect(rows).toEqual([]);
  });

  it('given the live projection moving on while it replays, then the shadow catches up and both compare at the new checkpoint', async () => {
    let written: GlobalPosition | null = null;
    // the first page the shadow reads waits for a write the live runner has projected: the live checkpoint
    // is then beyond the one the replay was aimed at
    const moving: EventSource = {
      readAll: async (options) => {
        if (!written) {
          const res = await journey.a.admin
            .auth(t.http().post('/api/teams'))
            .send({
              team_name: 'Busy',
              description: 'Written during the verification',
              team_type: 'OS_TEAM',
              stage: STAGE,
            })
            .expect(201);
          written = parsePosition(res.body.position)!;
          expect(await waitForPosition(t.db, written, { timeoutMs: 10_000, projections: ['workspaces-teams'] })).toBe(
            true,
          );
        }
        return store.readAll(options);
      },
      waitForEvents: (after, timeoutMs) => store.waitForEvents(after, timeoutMs),
      headPosition: () => store.headPosition(),
    };
    const [teams] = await verifyAll(['workspaces-teams'], moving);
    expect(teams.differences.map(describeDifference)).toEqual([]);
    expect(comparePositions(teams.position, written!)).toBeGreaterThanOrEqual(0);
  });

  it('given a read-model row changed by hand, then the row is reported with live and rebuilt values', async () => {
    await pool.query(`update teams set team_name = 'Tampered' where team_id = $1`, [journey.teamId]);
    const [teams] = await verifyAll(['workspaces-teams']);
    expect(teams.differences.map(describeDifference)).toEqual([
      `teams [team_id=${journey.teamId}]: team_name: live "Tampered", rebuilt "Verified founders"`,
    ]);
    expect(teams.differences[0]).toMatchObject({ table: 'teams', key: { team_id: journey.teamId } });
  });

  (existsSync(join(DIST, 'verify-projections.js')) ? it : it.skip)(
    'given the compiled command, then projections:verify prints the tampered row and exits 1',
    async () => {
      const env = { ...process.env, DATABASE_URL: t.databaseUrl, EVENT_STORE: 'postgres' };
      const failed = await run('node', [join(DIST, 'verify-projections.js'), 'workspaces-teams'], { env }).catch(
        (e) => e,
      );
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain(
        `teams [team_id=${journey.teamId}]: team_name: live "Tampered", rebuilt "Verified founders"`,
      );
    },
  );
});
