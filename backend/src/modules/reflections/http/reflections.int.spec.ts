import { QUESTION_TYPES, ReflectionMessages as M, RoleId, type ReflectionView } from '@gc/contracts';
import type { Response } from 'supertest';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
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

jest.setTimeout(90_000);

describe('reflections over HTTP', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let b: ReflectionsWorld;
  let userA: SignedInUser;

  const http = () => t.http();
  const body = (res: Response): ReflectionView => res.body.responseObj;
  const publishBody = (world: ReflectionsWorld, over: object = {}) => ({
    team_id: world.teamId,
    launch_date: inHours(24),
    due_date: inHours(24 * 8),
    members_with_roles: [
      { email: world.receiver.email, observer: false, reciever: true },
      { email: world.observer.email, observer: true, reciever: false },
    ],
    ...over,
  });
  /** a refused request leaves the event store and the read models as they were */
  async function refusedWithoutWriting(send: () => Promise<Response>, status: number, message: string) {
    const before = await writtenState(t);
    const res = await send();
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await writtenState(t)).toEqual(before);
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Acme');
    b = await createReflectionsWorld(t, 'Bravo');
    userA = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId });
  });
  afterAll(() => t?.close());

  describe('the catalogue and the system templates', () => {
    it('given the released catalogue, then every scored type has at least 8 questions with a five-option scale', async () => {
      const questions = (await a.admin.auth(http().get('/api/assessments/questions')).expect(200)).body.responseObj;
      for (const type of QUESTION_TYPES.filter((q) => q !== 'OPEN')) {
        const ofType = questions.filter((q: { question_type: string }) => q.question_type === type);
        expect(ofType.length).toBeGreaterThanOrEqual(8);
        for (const q of ofType) expect(q.scale.map((o: { value: number }) => o.value)).toEqual([0, 1, 2, 3, 4]);
      }
      const categories = (await userA.auth(http().get('/api/categories')).expect(200)).body.responseObj;
      expect(categories.length).toBeGreaterThan(5);
    });

    it("given any client, then the templates list the seven system templates first, in the spec's order", async () => {
      const res = await b.admin.auth(http().get('/api/assessments/templates')).expect(200);
      expect(res.body.responseObj.slice(0, 7).map((r: { assessment_name: string }) => r.assessment_name)).toEqual([
        'Cofounder Assessment - Baseline',
        'Cofounder Assessment - Validate',
        'Cofounder Assessment - Build',
        'Executive Sponsor GrowthCatalyst - Baseline',
        'Executive Sponsor GrowthCatalyst - Follow-up',
        'OS Team GrowthCatalyst - Baseline',
        'OS Team GrowthCatalyst - Follow-up',
      ]);
      expect(res.body.responseObj[0]).toMatchObject({ client_id: 'ALL', system: true, kind: 'TEMPLATE' });
      const byKind = await b.admin.auth(http().get('/api/assessments?kind=TEMPLATE')).expect(200);
      expect(byKind.body.responseObj).toEqual(res.body.responseObj);
    });

    it('given a system template, when anyone saves, renames or deletes it, then 403 and nothing is written', async () => {
      const template = body(
        await a.admin.auth(http().get('/api/assessments/templates/system-cofounder-build')).expect(200),
      );
      await refusedWithoutWriting(
        () =>
          a.admin
            .auth(http().put('/api/assessments/templates/system-cofounder-build'))
            .send({ ...contentOf(template), revision: 1 }),
        403,
        M.systemTemplateLocked,
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().delete('/api/assessments/templates/system-cofounder-build')),
        403,
        M.systemTemplateLocked,
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().patch('/api/assessments/system-cofounder-build')).send({ assessment_name: 'Mine' }),
        403,
        M.systemTemplateLocked,
      );
    });
  });

  describe('the builder: drafts', () => {
    it('given the Baseline template, when an admin saves it as a draft, then it is a draft of the client with its origin and questions', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      expect(draft).toMatchObject({
        kind: 'DRAFT',
        client_id: a.clientId,
        template_name: 'Cofounder Assessment - Baseline',
        origin_id: 'system-cofounder-baseline',
        assessment_status: 'NEW',
        revision: 0,
      });
      expect(draft.sections.length).toBeGreaterThan(1);
      const q = draft.sections[0].questions[0];
      expect(q.question_name.length).toBeGreaterThan(0);
      expect(q.question_scale).toHaveLength(q.question_type === 'OPEN' ? 0 : 5);
      const drafts = (await a.admin.auth(http().get('/api/assessments?kind=DRAFT')).expect(200)).body.responseObj;
      expect(drafts.map((d: { assessment_id: string }) => d.assessment_id)).toContain(draft.assessment_id);
    });

    it('given a draft, when saved with reordered sections and a new name, then the revision moves and the order is kept', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const content = contentOf(draft);
      const reordered = {
        ...content,
        assessment_name: 'Our baseline',
        sections: [content.sections[1], content.sections[0], ...content.sections.slice(2)],
      };
      const saved = body(
        await a.admin
          .auth(http().put(`/api/assessments/${draft.assessment_id}`))
          .send({ ...reordered, revision: 0 })
          .expect(200),
      );
      expect(saved.assessment_name).toBe('Our baseline');
      expect(saved.sections.map((s) => s.section_id)).toEqual(reordered.sections.map((s) => s.section_id));
      expect(saved.revision).toBe(2);
    });

    it('given a draft that still names a team question retired by catalogue v2, when saved, then it saves', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const content = contentOf(draft);
      const sections = content.sections.map((s) => ({
        ...s,
        questions: s.questions.map((q) => ({
          ...q,
          question_id: q.question_id.replace(/^(team-dynamic|open)-team-/, '$1-'),
        })),
      }));
      expect(JSON.stringify(sections)).toMatch(/"team-dynamic-(?!team-)/);
      await a.admin
        .auth(http().put(`/api/assessments/${draft.assessment_id}`))
        .send({ ...content, sections, revision: 0 })
        .expect(200);
    });

    it('given two admins editing one draft, when the second saves against the older revision, then 409 STALE_REVISION and nothing is written', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const second = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId: a.clientId });
      await a.admin
        .auth(http().put(`/api/assessments/${draft.assessment_id}`))
        .send({ ...contentOf(draft), assessment_name: 'First save', revision: 0 })
        .expect(200);
      const before = await writtenState(t);
      const res = await second
        .auth(http().put(`/api/assessments/${draft.assessment_id}`))
        .send({ ...contentOf(draft), assessment_name: 'Second save', revision: 0 });
      expect([res.status, res.body.code, res.body.message]).toEqual([409, 'STALE_REVISION', M.staleRevision]);
      expect(await writtenState(t)).toEqual(before);
      const now = body(await second.auth(http().get(`/api/assessments/${draft.assessment_id}`)).expect(200));
      expect(now.assessment_name).toBe('First save');
    });

    it("given bad input, when saved, then 400 with the spec's message and nothing is written", async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const content = contentOf(draft);
      await refusedWithoutWriting(
        () => a.admin.auth(http().post('/api/assessments')).send({ ...content, assessment_name: '  ' }),
        400,
        M.required,
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().post('/api/assessments')).send({ ...content, assessment_instructions: '' }),
        400,
        M.required,
      );
      const blankSection = { ...content, sections: [{ ...content.sections[0], section_name: '' }] };
      await refusedWithoutWriting(
        () => a.admin.auth(http().post('/api/assessments')).send(blankSection),
        400,
        M.required,
      );
      const q = content.sections[0].questions[0];
      const wrongCategory = {
        ...content,
        sections: [{ ...content.sections[0], questions: [{ ...q, category_id: 'no-such-category' }] }],
      };
      await refusedWithoutWriting(
        () => a.admin.auth(http().post('/api/assessments')).send(wrongCategory),
        400,
        M.unknownCategory,
      );
      const wrongQuestion = {
        ...content,
        sections: [{ ...content.sections[0], questions: [{ ...q, question_id: 'no-such-question' }] }],
      };
      await refusedWithoutWriting(
        () => a.admin.auth(http().post('/api/assessments')).send(wrongQuestion),
        400,
        M.unknownQuestion,
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().put(`/api/assessments/${draft.assessment_id}`)).send({ ...content }),
        400,
        'revision must be the revision you loaded.',
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().patch(`/api/assessments/${draft.assessment_id}`)).send({ assessment_name: '' }),
        400,
        M.required,
      );
    });

    it('given a draft, when renamed, cloned (with and without a name) and deleted, then each answers as the builder expects', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const renamed = body(
        await a.admin
          .auth(http().patch(`/api/assessments/${draft.assessment_id}`))
          .send({ assessment_name: 'Renamed' })
          .expect(200),
      );
      expect(renamed.assessment_name).toBe('Renamed');
      const named = body(
        await a.admin
          .auth(http().post(`/api/assessments/${draft.assessment_id}/copy`))
          .send({ assessment_name: 'Renamed 2026-11-24 10:00:00' })
          .expect(201),
      );
      expect(named).toMatchObject({
        kind: 'DRAFT',
        assessment_name: 'Renamed 2026-11-24 10:00:00',
        origin_id: draft.assessment_id,
      });
      expect(named.sections).toEqual(renamed.sections);
      const stamped = body(
        await a.admin
          .auth(http().post(`/api/assessments/${draft.assessment_id}/copy`))
          .send({})
          .expect(201),
      );
      expect(stamped.assessment_name).toMatch(/^Renamed \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const deleted = await a.admin.auth(http().delete(`/api/assessments/${named.assessment_id}`)).expect(200);
      // read-your-writes: the SPA sends the position its write answered
      await a.admin
        .auth(http().get(`/api/assessments/${named.assessment_id}`))
        .set('X-Min-Position', deleted.body.position)
        .expect(404);
      const search = (
        await a.admin
          .auth(http().get('/api/assessments?q=renamed'))
          .set('X-Min-Position', deleted.body.position)
          .expect(200)
      ).body.responseObj;
      expect(search.map((r: { assessment_id: string }) => r.assessment_id).sort()).toEqual(
        [draft.assessment_id, stamped.assessment_id].sort(),
      );
    });

    it('given a client template, when saved, listed, revised and deleted, then it stays within its client', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const created = body(
        await a.admin
          .auth(http().post('/api/assessments/templates'))
          .send({ ...contentOf(draft), assessment_name: 'Acme house template' })
          .expect(201),
      );
      expect(created).toMatchObject({ kind: 'TEMPLATE', client_id: a.clientId, system: false });
      const listA = (await a.admin.auth(http().get('/api/assessments/templates')).expect(200)).body.responseObj;
      expect(listA.map((r: { assessment_id: string }) => r.assessment_id)).toContain(created.assessment_id);
      const listB = (await b.admin.auth(http().get('/api/assessments/templates')).expect(200)).body.responseObj;
      expect(listB.map((r: { assessment_id: string }) => r.assessment_id)).not.toContain(created.assessment_id);
      await b.admin.auth(http().get(`/api/assessments/templates/${created.assessment_id}`)).expect(404);
      const fromIt = body(
        await a.admin
          .auth(http().post('/api/assessments'))
          .send({ ...contentOf(created), template_id: created.assessment_id })
          .expect(201),
      );
      expect(fromIt).toMatchObject({ template_name: 'Acme house template', origin_id: created.assessment_id });
      await b.admin
        .auth(http().post('/api/assessments'))
        .send({ ...contentOf(created), template_id: created.assessment_id })
        .expect(404);
      await a.admin
        .auth(http().put(`/api/assessments/templates/${created.assessment_id}`))
        .send({ ...contentOf(created), assessment_name: 'Acme template v2', revision: created.revision })
        .expect(200);
      const deleted = await a.admin
        .auth(http().delete(`/api/assessments/templates/${created.assessment_id}`))
        .expect(200);
      await a.admin
        .auth(http().get(`/api/assessments/templates/${created.assessment_id}`))
        .set('X-Min-Position', deleted.body.position)
        .expect(404);
    });
  });

  describe('publishing and the published lifecycle', () => {
    it('given a draft, when published to the team with one receiver and one observer, then it is Upcoming with its members', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const published = body(
        await a.admin
          .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
          .send(publishBody(a, { revision: 0 }))
          .expect(201),
      );
      expect(published).toMatchObject({
        kind: 'PUBLISHED',
        assessment_status: 'UPCOMING',
        recievers: [a.receiver.email],
        observers: [a.observer.email],
      });
      expect(published.general_settings?.members_with_roles.map((m) => [m.email, m.team_role, m.completion])).toEqual([
        [a.observer.email, 'OS Team Member', 'NEW'],
        [a.receiver.email, 'Cofounder', 'NEW'],
        [a.bystander.email, 'Cofounder', 'NOT_ASSIGNED'],
      ]);
      expect(published.response_rate).toEqual({ finished: 0, total: 2 });
      const groups = (await a.admin.auth(http().get(`/api/teams/${a.teamId}/assessments`)).expect(200)).body
        .responseObj;
      expect(groups.upcoming.map((r: { assessment_id: string }) => r.assessment_id)).toContain(draft.assessment_id);
      // published: no longer a draft, cannot be deleted or saved
      await refusedWithoutWriting(
        () => a.admin.auth(http().delete(`/api/assessments/${draft.assessment_id}`)),
        409,
        M.onlyDraftsDeleted,
      );
      await refusedWithoutWriting(
        () =>
          a.admin
            .auth(http().put(`/api/assessments/${draft.assessment_id}`))
            .send({ ...contentOf(published), revision: published.revision }),
        409,
        M.publishedNotEditable,
      );
    });

    it("given a publish without a receiver, with the due date before launch, or without dates, then 400 with the spec's message", async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const url = `/api/assessments/${draft.assessment_id}/publish`;
      const observerOnly = publishBody(a, {
        members_with_roles: [{ email: a.observer.email, observer: true, reciever: false }],
      });
      await refusedWithoutWriting(() => a.admin.auth(http().post(url)).send(observerOnly), 400, M.atLeastOneReceiver);
      await refusedWithoutWriting(
        () => a.admin.auth(http().post(url)).send(publishBody(a, { due_date: inHours(1) })),
        400,
        M.dueBeforeLaunch,
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().post(url)).send(publishBody(a, { launch_date: '' })),
        400,
        M.selectDate,
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().post(url)).send(publishBody(a, { team_id: '' })),
        400,
        M.selectTeam,
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().post(url)).send(publishBody(a, { team_id: b.teamId })),
        400,
        M.selectTeam,
      );
      const outsider = publishBody(a, {
        members_with_roles: [{ email: b.receiver.email, observer: false, reciever: true }],
      });
      await refusedWithoutWriting(
        () => a.admin.auth(http().post(url)).send(outsider),
        400,
        M.notATeamMember(b.receiver.email),
      );
    });

    it('given a published reflection, when its due date moves, it is renamed and marked complete, then it ends Admin Closed and locked', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const id = draft.assessment_id;
      const started = body(
        await a.admin
          .auth(http().post(`/api/assessments/${id}/publish`))
          .send(publishBody(a, { launch_date: inHours(-1), due_date: inHours(48 * 3) }))
          .expect(201),
      );
      expect(started.assessment_status).toBe('IN_PROGRESS');
      const settings = started.general_settings!;
      await refusedWithoutWriting(
        () =>
          a.admin
            .auth(http().put(`/api/assessments/${id}/publish`))
            .send({ launch_date: inHours(2), due_date: settings.due_date }),
        400,
        M.launchLocked,
      );
      const soon = inHours(24);
      const moved = body(
        await a.admin
          .auth(http().put(`/api/assessments/${id}/publish`))
          .send({ launch_date: settings.launch_date, due_date: soon })
          .expect(200),
      );
      expect(moved.general_settings?.due_date).toBe(new Date(soon).toISOString());
      expect(moved.due_soon).toBe(true);
      const renamed = body(
        await a.admin
          .auth(http().patch(`/api/assessments/${id}/publish`))
          .send({ assessment_name: 'Q4 baseline' })
          .expect(200),
      );
      expect(renamed.assessment_name).toBe('Q4 baseline');
      const closed = body(await a.admin.auth(http().post(`/api/assessments/${id}/publish/admin_close`)).expect(201));
      expect([closed.assessment_status, closed.admin_closed]).toEqual(['ADMIN_CLOSED', true]);
      const groups = (await a.admin.auth(http().get(`/api/teams/${a.teamId}/assessments`)).expect(200)).body
        .responseObj;
      expect(groups.closed.map((r: { assessment_id: string }) => r.assessment_id)).toContain(id);
      await refusedWithoutWriting(
        () => a.admin.auth(http().post(`/api/assessments/${id}/publish/admin_close`)),
        409,
        M.alreadyClosed,
      );
      await refusedWithoutWriting(
        () => a.admin.auth(http().patch(`/api/assessments/${id}/publish`)).send({ assessment_name: 'Later' }),
        409,
        M.renameClosed,
      );
      await refusedWithoutWriting(
        () =>
          a.admin
            .auth(http().put(`/api/assessments/${id}/publish`))
            .send({ launch_date: settings.launch_date, due_date: inHours(200) }),
        400,
        M.datesLocked,
      );
      const copy = body(
        await a.admin
          .auth(http().post(`/api/assessments/${id}/copy`))
          .send({})
          .expect(201),
      );
      expect(copy).toMatchObject({ kind: 'DRAFT', origin_id: id, assessment_status: 'NEW' });
    });
  });

  describe('tenancy and roles', () => {
    it("given client A's reflection, when client B's administrator reads or acts on it, then 404 and nothing is written", async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const id = draft.assessment_id;
      const calls: [string, (r: SignedInUser) => Promise<Response>][] = [
        ['get', (u) => u.auth(http().get(`/api/assessments/${id}`))],
        ['put', (u) => u.auth(http().put(`/api/assessments/${id}`)).send({ ...contentOf(draft), revision: 0 })],
        ['patch', (u) => u.auth(http().patch(`/api/assessments/${id}`)).send({ assessment_name: 'Taken' })],
        ['delete', (u) => u.auth(http().delete(`/api/assessments/${id}`))],
        ['copy', (u) => u.auth(http().post(`/api/assessments/${id}/copy`)).send({})],
        ['publish', (u) => u.auth(http().post(`/api/assessments/${id}/publish`)).send(publishBody(b))],
        [
          'edit published',
          (u) =>
            u
              .auth(http().put(`/api/assessments/${id}/publish`))
              .send({ launch_date: inHours(1), due_date: inHours(2) }),
        ],
        [
          'rename published',
          (u) => u.auth(http().patch(`/api/assessments/${id}/publish`)).send({ assessment_name: 'Taken' }),
        ],
        ['admin close', (u) => u.auth(http().post(`/api/assessments/${id}/publish/admin_close`))],
        ['template', (u) => u.auth(http().get(`/api/assessments/templates/${id}`))],
        ['team list', (u) => u.auth(http().get(`/api/teams/${a.teamId}/assessments`))],
      ];
      for (const [name, call] of calls) {
        const before = await writtenState(t);
        const res = await call(b.admin);
        expect([name, res.status]).toEqual([name, 404]);
        expect(await writtenState(t)).toEqual(before);
      }
      const listB = (await b.admin.auth(http().get('/api/assessments')).expect(200)).body.responseObj;
      expect(listB.map((r: { assessment_id: string }) => r.assessment_id)).not.toContain(id);
    });

    it('given a User, when they call any builder endpoint, then 403 and nothing is written', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const id = draft.assessment_id;
      const calls: ((u: SignedInUser) => Promise<Response>)[] = [
        (u) => u.auth(http().get('/api/assessments')),
        (u) => u.auth(http().get(`/api/assessments/${id}`)),
        (u) => u.auth(http().post('/api/assessments')).send(contentOf(draft)),
        (u) => u.auth(http().put(`/api/assessments/${id}`)).send({ ...contentOf(draft), revision: 0 }),
        (u) => u.auth(http().patch(`/api/assessments/${id}`)).send({ assessment_name: 'Mine' }),
        (u) => u.auth(http().delete(`/api/assessments/${id}`)),
        (u) => u.auth(http().post(`/api/assessments/${id}/copy`)).send({}),
        (u) => u.auth(http().post(`/api/assessments/${id}/publish`)).send(publishBody(a)),
        (u) => u.auth(http().post(`/api/assessments/${id}/publish/admin_close`)),
        (u) => u.auth(http().get('/api/assessments/templates')),
        (u) => u.auth(http().post('/api/assessments/templates')).send(contentOf(draft)),
        (u) => u.auth(http().get(`/api/teams/${a.teamId}/assessments`)),
      ];
      for (const call of calls) {
        const before = await writtenState(t);
        expect((await call(userA)).status).toBe(403);
        expect(await writtenState(t)).toEqual(before);
      }
    });
  });
});
