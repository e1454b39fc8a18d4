import { parsePosition, RoleId, type ReflectionView, type TakeView } from '@gc/contracts';
import { sql } from 'kysely';
import type { Response } from 'supertest';
import { ReadYourWrites } from '../http/read-your-writes';
import { createSignedInUser, type SignedInUser } from './identity';
import { completeAnswers, contentOf, createReflectionsWorld, inHours, type SentAnswer } from './reflections-test-kit';
import type { TestApp } from './test-app';
import { STAGE } from './workspaces-test-kit';
import { writtenState } from './written-state';

/**
 * Client A of the tenancy matrix, made through the api as people would make it: a team of three (receiver,
 * observer, bystander), a spare team, custom team roles, a published reflection the receiver submitted with a
 * comment (the observer has not), two drafts, a client template, a mentor session of the receiver; and people who
 * are only there to be acted on (one to add to the team, one to reset and delete). Every name, email and text is
 * unique to A, so that finding one in an answer to someone else is a leak.
 */
export interface TenancyWorld {
  clientId: string;
  clientName: string;
  admin: SignedInUser;
  /** a Global Administrator working in A: the only one who deletes or replaces a team role */
  globalAdmin: SignedInUser;
  receiver: SignedInUser;
  observer: SignedInUser;
  /** a member of the team (User), assigned nothing, owning nothing */
  bystander: SignedInUser;
  /** a User of A on no team, assigned nothing, owning nothing: the caller who is not concerned */
  outsider: SignedInUser;
  teamId: string;
  spareTeamId: string;
  /** a person of A on no team, for POST /teams/{id}/members */
  newcomerEmail: string;
  /** a person of A who may be reset and deleted */
  spareEmail: string;
  /** custom team roles: one to delete, one to replace and its replacement */
  dropRoleId: string;
  oldRoleId: string;
  newRoleId: string;
  published: ReflectionView;
  draft: ReflectionView;
  draftToPublish: ReflectionView;
  template: ReflectionView;
  /** the observer's answers, ready to submit */
  observerAnswers: SentAnswer[];
  sessionId: string;
  messageId: string;
  /**
   * What only A's people may read (its name, its team roles), what only the team's members may (its name, the
   * members' names, emails and phones), and what only the administrators or its owner may (the rest).
   */
  secrets: { client: string[]; team: string[]; private: string[] };
}

export const REFLECTION_NAME = 'Alpha Quarterly Candour';
const COMMENT = 'Alpha confidential: the burn rate scares me';
const MENTOR_MESSAGE = 'Alpha private worry: my cofounder Rae is disengaged';

export async function createTenancyWorld(t: TestApp, clientName: string): Promise<TenancyWorld> {
  const http = () => t.http();
  const settle = async (res: Response) => {
    const position = parsePosition(res.body?.position);
    if (position) await t.app.get(ReadYourWrites).settle(position);
    return res;
  };
  const a = await createReflectionsWorld(t, clientName);
  const outsider = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Uma Uninvolved' });
  const newcomer = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Nia Newcomer' });
  const spare = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Dee Disposable' });
  const admin = a.admin;
  const globalAdmin = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: a.clientId });

  const spareTeam = await admin
    .auth(http().post('/api/teams'))
    .send({ team_name: 'Alpha Spare Squad', description: 'Alpha spare', team_type: 'COFOUNDER_TEAM', stage: STAGE })
    .expect(201);
  const role = async (name: string): Promise<string> =>
    (
      await admin
        .auth(http().post(`/api/clients/${a.clientId}/team_roles`))
        .send({ name })
        .expect(201)
    ).body.responseObj.team_role_id;
  const [dropRoleId, oldRoleId, newRoleId] = [
    await role('Alpha Droprole'),
    await role('Alpha Oldrole'),
    await role('Alpha Newrole'),
  ];

  const baseline = (await admin.auth(http().get('/api/assessments/templates/system-cofounder-baseline')).expect(200))
    .body.responseObj as ReflectionView;
  const create = async (path: string, name: string): Promise<ReflectionView> =>
    (
      await settle(
        await admin
          .auth(http().post(path))
          .send({
            ...contentOf(baseline),
            assessment_name: name,
            ...(path === '/api/assessments' ? { template_id: baseline.assessment_id } : {}),
          })
          .expect(201),
      )
    ).body.responseObj;
  const template = await create('/api/assessments/templates', 'Alpha House Template');
  const draft = await create('/api/assessments', 'Alpha Draft Plan');
  const draftToPublish = await create('/api/assessments', 'Alpha Draft Two');
  const toPublish = await create('/api/assessments', REFLECTION_NAME);
  const published = (
    await settle(
      await admin
        .auth(http().post(`/api/assessments/${toPublish.assessment_id}/publish`))
        .send({
          team_id: a.teamId,
          launch_date: inHours(-1),
          due_date: inHours(24 * 7),
          members_with_roles: [
            { email: a.receiver.email, observer: false, reciever: true },
            { email: a.observer.email, observer: true, reciever: false },
          ],
        })
        .expect(201),
    )
  ).body.responseObj as ReflectionView;
  const takeOf = async (who: SignedInUser): Promise<TakeView> =>
    (await who.auth(http().get(`/api/assessments/take/${published.assessment_id}`)).expect(200)).body.responseObj;
  await settle(
    await a.receiver
      .auth(http().post(`/api/assessments/take/${published.assessment_id}/complete`))
      .send({ answers: completeAnswers(await takeOf(a.receiver), COMMENT) })
      .expect(201),
  );
  const observerAnswers = completeAnswers(await takeOf(a.observer), COMMENT);

  const chat = (await a.receiver.auth(http().post('/api/mentor/chats')).send({ message: MENTOR_MESSAGE }).expect(201))
    .body.responseObj;

  const team = [a.receiver, a.observer, a.bystander];
  return {
    clientId: a.clientId,
    clientName,
    admin,
    globalAdmin,
    receiver: a.receiver,
    observer: a.observer,
    bystander: a.bystander,
    outsider,
    teamId: a.teamId,
    spareTeamId: spareTeam.body.responseObj.team_id,
    newcomerEmail: newcomer.email,
    spareEmail: spare.email,
    dropRoleId,
    oldRoleId,
    newRoleId,
    published,
    draft,
    draftToPublish,
    template,
    observerAnswers,
    sessionId: chat.session_id,
    messageId: chat.mentor_message_id,
    secrets: {
      client: [clientName, 'Alpha Droprole', 'Alpha Oldrole', 'Alpha Newrole'],
      team: [`${clientName} founders`, ...team.flatMap((p) => [p.name, p.email, p.phone])],
      private: [
        ...[a.admin, newcomer, spare].flatMap((p) => [p.name, p.email, p.phone]),
        'Alpha Spare Squad',
        'Alpha House Template',
        'Alpha Draft Plan',
        'Alpha Draft Two',
        REFLECTION_NAME,
        COMMENT,
        MENTOR_MESSAGE,
        chat.session_name,
      ],
    },
  };
}

/**
 * What a refused request must leave as it was: `writtenState` (events, personal data) and the tables written
 * beside the event store by the routes with ids (mentor chats, reminder days, credentials).
 */
export async function tenancyWrittenState(t: TestApp): Promise<string> {
  const { rows } = await sql<{ digest: string }>`
    SELECT concat_ws('/',
      (SELECT md5(coalesce(string_agg(s::text, '|' ORDER BY s::text), '')) FROM mentor_chat_sessions s),
      (SELECT md5(coalesce(string_agg(m::text, '|' ORDER BY m::text), '')) FROM mentor_chat_messages m),
      (SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) FROM reflection_reminder_days r),
      (SELECT md5(coalesce(string_agg(c::text, '|' ORDER BY c::text), '')) FROM credentials c)) AS digest`.execute(
    t.db,
  );
  return JSON.stringify({ ...(await writtenState(t)), beside: rows[0].digest });
}
