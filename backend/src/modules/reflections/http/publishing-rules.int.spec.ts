import { COFOUNDER_ASSIGNEE_REQUIRED, ReflectionMessages as M, type ReflectionView } from '@gc/contracts';
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

jest.setTimeout(90_000);

/**
 * Issue 29: launch and due dates need their UTC offset; POST /assessments honours Idempotency-Key; a reflection
 * asking cofounder questions needs a Cofounder among its assignees; GET /assessments?assessment_id={id}.
 */
describe('publishing rules over HTTP', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let b: ReflectionsWorld;

  const http = () => t.http();
  const body = (res: Response): ReflectionView => res.body.responseObj;
  /** receiver: the team's Cofounder; observer: its OS Team Member (createReflectionsWorld) */
  const members = (world: ReflectionsWorld) => [
    { email: world.receiver.email, observer: false, reciever: true },
    { email: world.observer.email, observer: true, reciever: false },
  ];
  const onlyTheOsTeamMember = (world: ReflectionsWorld) => [
    { email: world.receiver.email, observer: false, reciever: false },
    { email: world.observer.email, observer: false, reciever: true },
  ];
  const publishBody = (world: ReflectionsWorld, over: object = {}) => ({
    team_id: world.teamId,
    launch_date: inHours(24),
    due_date: inHours(24 * 8),
    members_with_roles: members(world),
    ...over,
  });
  async function refusedWithoutWriting(send: () => Promise<Response>, status: number, message: string) {
    const before = await writtenState(t);
    const res = await send();
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await writtenState(t)).toEqual(before);
    return res;
  }
  async function draftFrom(world: ReflectionsWorld, templateId: string): Promise<ReflectionView> {
    const template = await world.admin.auth(http().get(`/api/assessments/templates/${templateId}`)).expect(200);
    return body(
      await world.admin
        .auth(http().post('/api/assessments'))
        .send({ ...contentOf(body(template)), template_id: templateId })
        .expect(201),
    );
  }
  async function published(world: ReflectionsWorld): Promise<ReflectionView> {
    const draft = await draftFromBaseline(t, world.admin);
    return body(
      await world.admin
        .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
        .send(publishBody(world))
        .expect(201),
    );
  }

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Offset Co');
    b = await createReflectionsWorld(t, 'Elsewhere Co');
  });
  afterAll(() => t?.close());

  describe('launch and due dates need a UTC offset', () => {
    it('given a launch or due date without an offset, when published, then 400 with a clear message and nothing is written', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const publish = (over: object) => () =>
        a.admin.auth(http().post(`/api/assessments/${draft.assessment_id}/publish`)).send(publishBody(a, over));
      await refusedWithoutWriting(
        publish({ launch_date: '2026-12-01T09:00:00' }),
        400,
        M.instantNeedsOffset('launch_date'),
      );
      await refusedWithoutWriting(publish({ due_date: '2026-12-09T17:00' }), 400, M.instantNeedsOffset('due_date'));
      await refusedWithoutWriting(publish({ due_date: '2026-12-09' }), 400, M.instantNeedsOffset('due_date'));
      // not a date at all: still the spec's message, once
      await refusedWithoutWriting(publish({ launch_date: 'soon' }), 400, M.selectDate);
      // with an offset, Z or +hh:mm, it publishes
      const launch = new Date(Date.now() + 24 * 3_600_000);
      const withOffset = `${launch.toISOString().slice(0, 19)}+00:00`;
      const res = await publish({ launch_date: withOffset })();
      expect(res.status).toBe(201);
      expect(new Date(body(res).general_settings!.launch_date).getTime()).toBe(new Date(withOffset).getTime());
    });

    it('given a published reflection, when its dates are edited without an offset, then 400 and nothing is written', async () => {
      const reflection = await published(a);
      const settings = reflection.general_settings!;
      await refusedWithoutWriting(
        () =>
          a.admin
            .auth(http().put(`/api/assessments/${reflection.assessment_id}/publish`))
            .send({ launch_date: settings.launch_date, due_date: '2026-12-20T17:00:00' }),
        400,
        M.instantNeedsOffset('due_date'),
      );
      await refusedWithoutWriting(
        () =>
          a.admin
            .auth(http().put(`/api/assessments/${reflection.assessment_id}/publish`))
            .send({ launch_date: '2026-12-02T09:00:00.000', due_date: settings.due_date }),
        400,
        M.instantNeedsOffset('launch_date'),
      );
    });
  });

  describe('Idempotency-Key on POST /assessments', () => {
    it('given the same key twice, then the repeat answers the same draft and only one exists', async () => {
      const template = body(
        await a.admin.auth(http().get('/api/assessments/templates/system-cofounder-validate')).expect(200),
      );
      const name = `Keyed draft ${Date.now()}`;
      const send = () =>
        a.admin
          .auth(http().post('/api/assessments'))
          .set('Idempotency-Key', `create-${name}`)
          .send({ ...contentOf(template), assessment_name: name, template_id: 'system-cofounder-validate' })
          .expect(201);
      const first = body(await send());
      const before = await writtenState(t);
      const again = body(await send());
      expect(again.assessment_id).toBe(first.assessment_id);
      expect(await writtenState(t)).toEqual(before);
      const drafts = (await a.admin.auth(http().get('/api/assessments?kind=DRAFT')).expect(200)).body
        .responseObj as ReflectionView[];
      expect(drafts.filter((d) => d.assessment_name === name)).toHaveLength(1);
      // another key is another draft
      const other = body(
        await a.admin
          .auth(http().post('/api/assessments'))
          .set('Idempotency-Key', `create-${name}-2`)
          .send({ ...contentOf(template), assessment_name: name, template_id: 'system-cofounder-validate' })
          .expect(201),
      );
      expect(other.assessment_id).not.toBe(first.assessment_id);
    });
  });

  describe('a reflection asking cofounder questions needs a Cofounder among its assignees', () => {
    it('given the Cofounder Baseline and only an OS Team Member assigned, when published, then 400 COFOUNDER_ASSIGNEE_REQUIRED and nothing is written', async () => {
      const draft = await draftFromBaseline(t, a.admin);
      const res = await refusedWithoutWriting(
        () =>
          a.admin
            .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
            .send(publishBody(a, { members_with_roles: onlyTheOsTeamMember(a) })),
        400,
        M.cofounderAssigneeRequired,
      );
      expect(res.body.code).toBe(COFOUNDER_ASSIGNEE_REQUIRED);
      // a Cofounder observing is enough
      await a.admin
        .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
        .send(
          publishBody(a, {
            members_with_roles: [
              { email: a.receiver.email, observer: true, reciever: false },
              { email: a.observer.email, observer: false, reciever: true },
            ],
          }),
        )
        .expect(201);
    });

    it('given a published cofounder reflection, when its assignees are edited to leave no Cofounder, then 400 and nothing is written', async () => {
      const reflection = await published(a);
      const settings = reflection.general_settings!;
      const edit = (membersWithRoles: object[]) => () =>
        a.admin.auth(http().put(`/api/assessments/${reflection.assessment_id}/publish`)).send({
          launch_date: settings.launch_date,
          due_date: settings.due_date,
          members_with_roles: membersWithRoles,
        });
      const res = await refusedWithoutWriting(edit(onlyTheOsTeamMember(a)), 400, M.cofounderAssigneeRequired);
      expect(res.body.code).toBe(COFOUNDER_ASSIGNEE_REQUIRED);
      // an edit that keeps a Cofounder goes through
      const kept = await edit([
        { email: a.receiver.email, observer: false, reciever: true },
        { email: a.observer.email, observer: false, reciever: true },
      ])();
      expect(kept.status).toBe(200);
    });

    it('given a reflection without cofounder questions (Executive Sponsor Follow-up), then an OS Team Member alone may be assigned', async () => {
      const draft = await draftFrom(a, 'system-exec-sponsor-follow-up');
      await a.admin
        .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
        .send(publishBody(a, { members_with_roles: onlyTheOsTeamMember(a) }))
        .expect(201);
    });
  });

  describe('GET /assessments?assessment_id={id}', () => {
    it('given a published reflection, then a list of that one reflection with its members_with_roles', async () => {
      const reflection = await published(a);
      const res = await a.admin
        .auth(http().get(`/api/assessments?assessment_id=${reflection.assessment_id}`))
        .expect(200);
      const list = res.body.responseObj as ReflectionView[];
      expect(list.map((r) => r.assessment_id)).toEqual([reflection.assessment_id]);
      expect(
        list[0].general_settings!.members_with_roles.filter((m) => m.completion !== 'NOT_ASSIGNED').map((m) => m.email),
      ).toEqual(expect.arrayContaining([a.receiver.email, a.observer.email]));
      // combined with another filter that does not match: an empty list
      const drafts = await a.admin
        .auth(http().get(`/api/assessments?assessment_id=${reflection.assessment_id}&kind=DRAFT`))
        .expect(200);
      expect(drafts.body.responseObj).toEqual([]);
    });

    it("given another client's id or one that names nothing, then 404 'Reflection not found'", async () => {
      const reflection = await published(a);
      const other = await b.admin.auth(http().get(`/api/assessments?assessment_id=${reflection.assessment_id}`));
      expect([other.status, other.body.message]).toEqual([404, M.reflectionNotFound]);
      expect(JSON.stringify(other.body)).not.toContain(a.receiver.email);
      const none = await a.admin.auth(http().get('/api/assessments?assessment_id=no-such-reflection'));
      expect([none.status, none.body.message]).toEqual([404, M.reflectionNotFound]);
    });
  });
});
