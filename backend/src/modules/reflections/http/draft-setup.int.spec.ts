import { ReflectionMessages as M, type ReflectionView, type HistoryEntryView } from '@gc/contracts';
import type { Response } from 'supertest';
import {
  contentOf,
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';
import { writtenState } from '../../../test-support/written-state';
import { ReflectionTimers } from '../timers/reflection-timers';

jest.setTimeout(90_000);

/**
 * Issue 29: General setup is kept with a draft on the server (general_settings of POST /assessments and PUT
 * /assessments/{id}), answered by GET /assessments/{id}; the members named are not assigned until Publish.
 */
describe('a draft keeps its General setup', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let b: ReflectionsWorld;

  const http = () => t.http();
  const body = (res: Response): ReflectionView => res.body.responseObj;
  const launch = inHours(24);
  const due = inHours(24 * 8);
  const setupOf = (world: ReflectionsWorld, over: object = {}) => ({
    team_id: world.teamId,
    launch_date: launch,
    due_date: due,
    members_with_roles: [
      { email: world.receiver.email, observer: false, reciever: true },
      { email: world.observer.email, observer: true, reciever: false },
    ],
    confidentiality: { mode: 'OPEN' },
    role: 'Cofounder',
    ...over,
  });
  const save = (world: ReflectionsWorld, draft: ReflectionView, general_settings: object) =>
    world.admin
      .auth(http().put(`/api/assessments/${draft.assessment_id}`))
      .send({ ...contentOf(draft), revision: draft.revision, general_settings });
  const read = async (world: ReflectionsWorld, id: string) =>
    body(await world.admin.auth(http().get(`/api/assessments/${id}`)).expect(200));
  async function refusedWithoutWriting(send: () => Promise<Response>, status: number, message: string) {
    const before = await writtenState(t);
    const res = await send();
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await writtenState(t)).toEqual(before);
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Setup Co');
    b = await createReflectionsWorld(t, 'Other Setup Co');
  });
  afterAll(() => t?.close());

  it('given General setup saved with a draft, then GET answers it, its members are not assigned, and publishing still works', async () => {
    const draft = await draftFromBaseline(t, a.admin);
    expect(draft.general_settings).toBeNull();
    const saved = body(await save(a, draft, setupOf(a)).expect(200));
    expect(saved.revision).toBeGreaterThan(draft.revision);

    const view = await read(a, draft.assessment_id);
    expect(view.kind).toBe('DRAFT');
    const settings = view.general_settings!;
    expect(settings).toMatchObject({
      team_id: a.teamId,
      team_name: 'Setup Co founders',
      launch_date: launch,
      due_date: due,
      confidentiality: { mode: 'OPEN' },
      role: 'Cofounder',
      draft: true,
      answered: false,
    });
    expect(new Set(settings.members)).toEqual(new Set([a.receiver.email, a.observer.email]));
    const flags = Object.fromEntries(
      settings.members_with_roles.map((m) => [m.email, [m.observer, m.reciever, m.completion]]),
    );
    expect(flags).toEqual({
      [a.receiver.email]: [false, true, 'NOT_ASSIGNED'],
      [a.observer.email]: [true, false, 'NOT_ASSIGNED'],
      [a.bystander.email]: [false, false, 'NOT_ASSIGNED'],
    });
    // nobody is assigned by a draft: no assignee rows, nothing in their take list, no phase timers
    expect(view.observers).toEqual([]);
    expect(view.recievers).toEqual([]);
    const rows = await t.db
      .selectFrom('reflection_assignees')
      .select('user_id')
      .where('reflection_id', '=', draft.assessment_id)
      .execute();
    expect(rows).toEqual([]);
    for (const member of [a.receiver, a.observer])
      expect((await member.auth(http().get('/api/assessments/take')).expect(200)).body.responseObj).toEqual([]);
    expect(await t.app.get(ReflectionTimers).pending(draft.assessment_id)).toEqual([]);
    // the same setup saved again changes nothing
    await save(a, view, setupOf(a)).expect(200);
    const history = (await a.admin.auth(http().get(`/api/assessments/${draft.assessment_id}/history`)).expect(200)).body
      .responseObj as HistoryEntryView[];
    const setupFacts = history.filter((h) => h.type === 'ReflectionDraftSetupSaved');
    expect(setupFacts.map((h) => h.summary)).toEqual([
      expect.stringContaining("saved the draft's General setup (team Setup Co founders, 2 members flagged"),
    ]);

    // Publish takes its settings from its own request, as before
    const published = body(
      await a.admin
        .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
        .send({
          team_id: a.teamId,
          launch_date: launch,
          due_date: due,
          members_with_roles: [{ email: a.receiver.email, observer: false, reciever: true }],
        })
        .expect(201),
    );
    expect(published.kind).toBe('PUBLISHED');
    expect(published.recievers).toEqual([a.receiver.email]);
    expect(published.general_settings?.draft).toBeUndefined();
    // a published reflection's setup is not saved this way
    await refusedWithoutWriting(() => save(a, published, setupOf(a)), 409, M.publishedNotEditable);
  });

  it('given a new draft created with General setup, then GET answers it; a part left out is answered empty', async () => {
    const draft = await draftFromBaseline(t, a.admin);
    const created = body(
      await a.admin
        .auth(http().post('/api/assessments'))
        .send({ ...contentOf(draft), general_settings: { team_id: a.teamId, due_date: due } })
        .expect(201),
    );
    const view = await read(a, created.assessment_id);
    expect(view.general_settings).toMatchObject({ team_id: a.teamId, launch_date: '', due_date: due, role: null });
    expect(view.general_settings!.members).toEqual([]);
  });

  it("given another client's team, then 404 and nothing is written", async () => {
    const draft = await draftFromBaseline(t, a.admin);
    await refusedWithoutWriting(() => save(a, draft, setupOf(a, { team_id: b.teamId })), 404, M.teamNotFound);
    expect((await read(a, draft.assessment_id)).general_settings).toBeNull();
  });

  it('given a member who is not in the team, then 400 with a clear message and nothing is written', async () => {
    const draft = await draftFromBaseline(t, a.admin);
    const stranger = { email: b.receiver.email, observer: false, reciever: true };
    await refusedWithoutWriting(
      () => save(a, draft, setupOf(a, { members_with_roles: [stranger] })),
      400,
      M.notATeamMember(b.receiver.email),
    );
  });

  it('given a date without its offset, then 400 with a clear message', async () => {
    const draft = await draftFromBaseline(t, a.admin);
    await refusedWithoutWriting(
      () => save(a, draft, setupOf(a, { launch_date: '2026-12-01T09:00:00' })),
      400,
      M.instantNeedsOffset('launch_date'),
    );
  });

  it("given another client's administrator, then the draft and its setup answer 404", async () => {
    const draft = await draftFromBaseline(t, a.admin);
    await save(a, draft, setupOf(a)).expect(200);
    await b.admin.auth(http().get(`/api/assessments/${draft.assessment_id}`)).expect(404);
  });
});
