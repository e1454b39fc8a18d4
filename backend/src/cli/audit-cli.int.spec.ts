import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Pool } from 'pg';
import type { TakeView } from '@gc/contracts';
import { waitForPosition } from '@gc/projections';
import { PostgresEventStore } from '../infrastructure/event-store/postgres/postgres-event-store';
import { workspacesSteps } from '../test-support/every-event-journey';
import type { SignedInUser } from '../test-support/identity';
import {
  completeAnswers,
  contentOf,
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  type ReflectionsWorld,
} from '../test-support/reflections-test-kit';
import type { TestApp } from '../test-support/test-app';
import { exportClientEvents, verifyAuditLines } from './audit-chain';
import { formatReplay, replayReflection } from './reflection-replay';

jest.setTimeout(180_000);

const run = promisify(execFile);
const DIST = join(__dirname, '../../dist/cli');

/** Given and when: two clients, each with a team, reflections published, taken, renamed and closed. */
describe('command line: audit export and verify, replay', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let b: ReflectionsWorld;
  let pool: Pool;
  let store: PostgresEventStore;
  let dir: string;
  let upcoming: string; // published with a launch ahead, renamed, then closed
  let taken: string; // published, taken by three, two submissions, closed
  const instants: Record<string, string> = {};
  const http = () => t.http();
  const mark = async (name: string) => {
    await new Promise((r) => setTimeout(r, 30));
    instants[name] = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 30));
  };

  async function takeIt(id: string, who: SignedInUser, value: number, submit: boolean) {
    const view: TakeView = (await who.auth(http().get(`/api/assessments/take/${id}`)).expect(200)).body.responseObj;
    await who
      .auth(http()[submit ? 'post' : 'put'](`/api/assessments/take/${id}${submit ? '/complete' : ''}`))
      .send({ answers: completeAnswers(view, 'Keep going.', value) })
      .expect(submit ? 201 : 200);
  }

  async function publish(w: ReflectionsWorld, launchInHours: number): Promise<string> {
    const draft = await draftFromBaseline(t, w.admin);
    await w.admin
      .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
      .send({
        team_id: w.teamId,
        launch_date: inHours(launchInHours),
        due_date: inHours(24 * 7),
        members_with_roles: [
          { email: w.receiver.email, observer: false, reciever: true },
          { email: w.bystander.email, observer: false, reciever: true },
          { email: w.observer.email, observer: true, reciever: false },
        ],
      })
      .expect(201);
    return draft.assessment_id;
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    pool = new Pool({ connectionString: t.databaseUrl, max: 4 });
    store = new PostgresEventStore(pool);
    dir = await mkdtemp(join(tmpdir(), 'gc-audit-'));
    a = await createReflectionsWorld(t, 'Audited');
    b = await createReflectionsWorld(t, 'Other');
    // workspaces: client details, a team role, a team's details, a second team through its whole life
    await workspacesSteps(t, a, 'Audited');

    // reflections: one Upcoming then renamed and closed; one taken by three and closed; a draft deleted
    const deleted = await draftFromBaseline(t, a.admin);
    await a.admin
      .auth(http().put(`/api/assessments/${deleted.assessment_id}`))
      .send({
        ...contentOf(deleted),
        assessment_description: 'Changed',
        assessment_instructions: 'Changed too',
        sections: [...contentOf(deleted).sections].reverse(),
        revision: deleted.revision,
      })
      .expect(200);
    await a.admin.auth(http().delete(`/api/assessments/${deleted.assessment_id}`)).expect(200);
    upcoming = await publish(a, 2);
    await mark('upcoming');
    await a.admin
      .auth(http().patch(`/api/assessments/${upcoming}/publish`))
      .send({ assessment_name: 'Renamed later' })
      .expect(200);
    const scheduled = (await a.admin.auth(http().get(`/api/assessments/${upcoming}`)).expect(200)).body.responseObj;
    await a.admin
      .auth(http().put(`/api/assessments/${upcoming}/publish`))
      .send({
        launch_date: scheduled.general_settings.launch_date,
        due_date: inHours(24 * 10),
        members_with_roles: [
          { email: a.receiver.email, observer: false, reciever: true },
          { email: a.observer.email, observer: true, reciever: false },
        ],
      })
      .expect(200);
    await a.admin.auth(http().post(`/api/assessments/${upcoming}/publish/admin_close`)).expect(201);
    taken = await publish(a, -1);
    await takeIt(taken, a.receiver, 1, true);
    await takeIt(taken, a.observer, 3, false);
    await a.observer
      .auth(http().put(`/api/assessments/take/${taken}`))
      .send({ section_index: 1 })
      .expect(200);
    await takeIt(taken, a.bystander, 2, true);
    await a.admin.auth(http().post(`/api/assessments/${taken}/publish/admin_close`)).expect(201);
    // the other client does the same, so its events are there to be left out
    const others = await publish(b, -1);
    await takeIt(others, b.receiver, 4, true);

    const head = await store.headPosition();
    expect(await waitForPosition(t.db, head, { timeoutMs: 30_000 })).toBe(true);
  });

  afterAll(async () => {
    await store?.close();
    await pool?.end();
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  describe('audit:export and audit:verify', () => {
    let file: string;
    let lines: string[];
    const verify = (text: string[]) =>
      verifyAuditLines(
        (async function* () {
          yield* text;
        })(),
      );

    beforeAll(async () => {
      file = join(dir, 'audited.jsonl');
      const { createWriteStream } = await import('node:fs');
      const out = createWriteStream(file);
      await exportClientEvents(store, { clientId: a.clientId }, out, () => {});
      await new Promise((resolve) => out.end(resolve));
      lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
    });

    it("given two clients, then only the one client's events, in global order, behind a header and before an end line", () => {
      const header = JSON.parse(lines[0]);
      expect(header).toMatchObject({
        format: 'gc-audit-export/1',
        clientId: a.clientId,
        from: null,
        to: null,
        prev: '',
      });
      const events = lines.slice(1, -1).map((l) => JSON.parse(l));
      expect(JSON.parse(lines.at(-1)!)).toMatchObject({ end: true, events: events.length });
      for (const e of events) {
        expect(Object.keys(e).sort()).toEqual(
          [
            'actorId',
            'causationId',
            'correlationId',
            'data',
            'hash',
            'occurredAt',
            'position',
            'prev',
            'stream',
            'type',
          ].sort(),
        );
        expect(e.data.clientId ?? a.clientId).toBe(a.clientId);
      }
      expect(lines.join('\n')).not.toContain(b.clientId);
      const positions = events.map((e) => e.position.split('.').map(BigInt));
      for (let i = 1; i < positions.length; i++)
        expect(
          positions[i][0] > positions[i - 1][0] ||
            (positions[i][0] === positions[i - 1][0] && positions[i][1] > positions[i - 1][1]),
        ).toBe(true);
      const types = new Set(events.map((e) => e.type));
      for (const type of [
        'ClientCreated',
        'UserRoleGrantedInClient',
        'TeamCreated',
        'TeamDeleted',
        'ReflectionPublished',
        'TakeSubmitted',
        'ReflectionAdminClosed',
      ])
        expect([type, types.has(type)]).toEqual([type, true]);
      expect(
        events.find((e) => e.stream === `reflection-${upcoming}` && e.type === 'ReflectionPublished'),
      ).toMatchObject({
        actorId: a.admin.userId,
        correlationId: expect.any(String),
      });
    });

    it('given the file as exported, then the chain is intact', async () => {
      expect(await verify(lines)).toEqual({ ok: true, events: lines.length - 2 });
    });

    it("given one line's data edited, then that line is reported as edited", async () => {
      const edited = [...lines];
      const line = JSON.parse(edited[4]);
      edited[4] = JSON.stringify({ ...line, data: { ...line.data, tampered: true } });
      expect(await verify(edited)).toEqual({
        ok: false,
        line: 5,
        problem: expect.stringMatching(/^edited: the event at position .* does not match its hash$/),
      });
    });

    it('given a line deleted, then the line after the gap is reported as missing its predecessor', async () => {
      const removed = lines.filter((_, i) => i !== 4);
      expect(await verify(removed)).toEqual({
        ok: false,
        line: 5,
        problem: expect.stringMatching(/^a line is missing before it/),
      });
      const lastEventRemoved = lines.filter((_, i) => i !== lines.length - 2);
      expect(await verify(lastEventRemoved)).toMatchObject({
        ok: false,
        line: lines.length - 1,
        problem: expect.stringMatching(/the end line chains to a line that is not in the file/),
      });
      expect(await verify(lines.slice(0, -1))).toMatchObject({
        ok: false,
        line: lines.length,
        problem: expect.stringMatching(/^missing: the file ends after line/),
      });
    });

    it('given two lines swapped, then the first of them is reported as reordered', async () => {
      const swapped = [...lines];
      [swapped[4], swapped[5]] = [swapped[5], swapped[4]];
      expect(await verify(swapped)).toEqual({
        ok: false,
        line: 5,
        problem: expect.stringMatching(/^reordered: .* belongs after line 6/),
      });
    });

    (existsSync(join(DIST, 'audit-verify.js')) ? it : it.skip)(
      'given the compiled commands, then export writes the same chain and verify answers with its exit codes',
      async () => {
        const env = { ...process.env, DATABASE_URL: t.databaseUrl, EVENT_STORE: 'postgres' };
        const exported = join(dir, 'cli.jsonl');
        await run('node', [join(DIST, 'audit-export.js'), '--client', a.clientId, '--out', exported], { env });
        const ok = await run('node', [join(DIST, 'audit-verify.js'), exported], { env });
        expect(ok.stdout).toBe(`OK: ${lines.length - 2} events, chain intact\n`);
        const tampered = join(dir, 'tampered.jsonl');
        const text = (await readFile(exported, 'utf8')).split('\n');
        [text[2], text[3]] = [text[3], text[2]];
        await writeFile(tampered, text.join('\n'));
        const failed = await run('node', [join(DIST, 'audit-verify.js'), tampered]).catch((e) => e);
        expect([failed.code, failed.stdout]).toEqual([1, expect.stringMatching(/^line 3: reordered: /)]);
      },
    );
  });

  describe('replay reflection', () => {
    it('given an instant before the rename and the launch, then the reflection as it was: its old name, Upcoming, its members', async () => {
      const then = await replayReflection(store, t.db, upcoming, new Date(instants.upcoming));
      expect(then).toMatchObject({
        clientId: a.clientId,
        phase: 'UPCOMING',
        state: { kind: 'PUBLISHED', adminClosed: false, content: { name: 'Cofounder Assessment - Baseline' } },
        teamName: 'Audited founders',
      });
      expect(then!.members.map((m) => [m.name, m.receiver, m.observer, m.take])).toEqual([
        ['Rae Receiver', true, false, 'NEW'],
        ['Bea Bystander', true, false, 'NEW'],
        ['Oz Observer', false, true, 'NEW'],
      ]);
      expect(then!.timeline.map((e) => e.type)).toEqual(['ReflectionCreated', 'ReflectionPublished']);
      const now = await replayReflection(store, t.db, upcoming);
      expect(now).toMatchObject({ phase: 'ADMIN_CLOSED', state: { content: { name: 'Renamed later' } } });
      expect(now!.timeline.map((e) => e.summary)).toContain(
        "renamed from 'Cofounder Assessment - Baseline' to 'Renamed later'",
      );
    });

    it("given a reflection taken by three, then its takes' lifecycle is in the timeline and no answer is", async () => {
      const replay = (await replayReflection(store, t.db, taken))!;
      expect(replay.members.map((m) => m.take)).toEqual(['COMPLETED', 'COMPLETED', 'IN_PROGRESS']);
      const text = formatReplay(replay);
      expect(text).toMatch(/Rae Receiver submitted/);
      expect(text).toMatch(/Oz Observer started/);
      expect(text).toMatch(/marked it as complete/);
      expect(JSON.stringify(replay)).not.toMatch(/Keep going|"response"|"answers"/);
      expect(await replayReflection(store, t.db, '00000000-0000-4000-8000-00000000dead')).toBeNull();
    });

    (existsSync(join(DIST, 'replay.js')) ? it : it.skip)(
      'given the compiled command, then replay prints the state as of an instant as JSON, and as text',
      async () => {
        const env = { ...process.env, DATABASE_URL: t.databaseUrl, EVENT_STORE: 'postgres' };
        const replayed = await run(
          'node',
          [join(DIST, 'replay.js'), 'reflection', upcoming, '--at', instants.upcoming, '--json'],
          { env },
        );
        expect(JSON.parse(replayed.stdout)).toMatchObject({
          phase: 'UPCOMING',
          state: { content: { name: 'Cofounder Assessment - Baseline' } },
        });
        const text = await run('node', [join(DIST, 'replay.js'), 'reflection', upcoming], { env });
        expect(text.stdout).toMatch(/name: +Renamed later/);
      },
    );
  });
});
