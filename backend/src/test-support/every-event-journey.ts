import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  CLIENT_EVENT_TYPES,
  REFERENCE_DATA_EVENT_TYPES,
  REFLECTION_CATALOGUE_EVENT_TYPES,
  REFLECTION_EVENT_TYPES,
  RoleId,
  SSO_EVENT_TYPES,
  START_POSITION,
  TAKE_EVENT_TYPES,
  TEAM_EVENT_TYPES,
  USER_EVENT_TYPES,
  type GlobalPosition,
} from '@gc/contracts';
import type { EventSource } from '@gc/projections';
import request from 'supertest';
import { UsersWorkerModule } from '../modules/users';
import { JobWorkersService } from '../workers/job-workers.service';
import { WorkerModule } from '../workers/worker.module';
import { createSignedInUser, latestSmsCode, type SignedInUser } from './identity';
import { signInAtProvider, startTestProvider } from './oidc-test-provider';
import {
  completeAnswers,
  contentOf,
  createClientWithAdmin,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  type ReflectionsWorld,
} from './reflections-test-kit';
import type { TestApp } from './test-app';
import { INDUSTRY, STAGE } from './workspaces-test-kit';

/** Every event type contracts declare, one list per aggregate: a new type lands here by itself. */
export const ALL_EVENT_TYPES: readonly string[] = [
  ...REFERENCE_DATA_EVENT_TYPES,
  ...REFLECTION_CATALOGUE_EVENT_TYPES,
  ...CLIENT_EVENT_TYPES,
  ...TEAM_EVENT_TYPES,
  ...USER_EVENT_TYPES,
  ...REFLECTION_EVENT_TYPES,
  ...TAKE_EVENT_TYPES,
  ...SSO_EVENT_TYPES,
];

/** How many events of each type the store holds, read page by page through its public reading. */
export async function countEventTypes(source: EventSource): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let after: GlobalPosition = START_POSITION;
  for (;;) {
    const page = await source.readAll({ after, maxCount: 500 });
    for (const e of page) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    if (page.length < 500) return counts;
    after = page.at(-1)!.position;
  }
}

/** What the journey leaves behind for the assertions that follow it. */
export interface EveryEventJourney {
  a: ReflectionsWorld;
  /** the team renamed 'Verified founders' by TeamDetailsChanged */
  teamId: string;
}

/**
 * A journey through the real HTTP API (and, for erasure, the worker's sweep with the clock moved past the window)
 * that records at least one event of every type in ALL_EVENT_TYPES. The test app must have the reflection catalogue
 * released and the reference data seeded (createReflectionsTestApp or ...WithMail); mail goes wherever it sends it.
 */
export async function everyEventJourney(t: TestApp): Promise<EveryEventJourney> {
  const a = await createReflectionsWorld(t, 'Verified');
  await workspacesSteps(t, a, 'Verified');
  await reflectionsSteps(t, a);
  await accountsSteps(t, a);
  await ssoSteps(t, a);
  return { a, teamId: a.teamId };
}

/**
 * ClientDetailsChanged, TeamRoleAdded/Deleted/Replaced, TeamDetailsChanged (the world's team keeps its name,
 * `${name} founders`), and a second team from creation through a member's role change and removal to deletion.
 */
export async function workspacesSteps(t: TestApp, a: ReflectionsWorld, name: string): Promise<void> {
  const http = () => t.http();
  const global = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: a.clientId });
  await global
    .auth(http().put(`/api/clients/${a.clientId}`))
    .send({ client_id: a.clientId, client_name: name, description: `${name}, renamed`, industry_id: INDUSTRY })
    .expect(200);
  const roles = `/api/clients/${a.clientId}/team_roles`;
  const advisor = await a.admin.auth(http().post(roles)).send({ name: 'Advisor' }).expect(201);
  // deleting and replacing a team role are the Global Administrator's
  await global.auth(http().delete(`${roles}/${advisor.body.responseObj.team_role_id}`)).expect(200);
  const mentor = await a.admin.auth(http().post(roles)).send({ name: 'Mentor' }).expect(201);
  await global
    .auth(http().put(`${roles}/${mentor.body.responseObj.team_role_id}/replace`))
    .send({ team_role_id: '9' })
    .expect(200);
  const form = {
    team_name: `${name} founders`,
    description: 'Still founding',
    team_type: 'COFOUNDER_TEAM',
    stage: STAGE,
  };
  await a.admin
    .auth(http().put(`/api/teams/${a.teamId}`))
    .send(form)
    .expect(200);
  const second = await a.admin
    .auth(http().post('/api/teams'))
    .send({ ...form, team_name: 'Short-lived' })
    .expect(201);
  const members = `/api/teams/${second.body.responseObj.team_id}/members`;
  const member = `${members}/${encodeURIComponent(a.receiver.email)}`;
  await a.admin
    .auth(http().post(members))
    .send({ name: a.receiver.name, email: a.receiver.email, team_role: '2' })
    .expect(201);
  await a.admin.auth(http().put(member)).send({ team_role: '9' }).expect(200);
  await a.admin.auth(http().delete(member)).expect(200);
  await a.admin.auth(http().delete(`/api/teams/${second.body.responseObj.team_id}`)).expect(200);
}

/**
 * A draft revised in every part and deleted; one published, renamed, rescheduled, reassigned, made Confidential, closed;
 * one taken.
 */
async function reflectionsSteps(t: TestApp, a: ReflectionsWorld): Promise<void> {
  const http = () => t.http();
  const draft = await draftFromBaseline(t, a.admin);
  const content = contentOf(draft);
  await a.admin
    .auth(http().put(`/api/assessments/${draft.assessment_id}`))
    .send({
      ...content,
      assessment_name: `${content.assessment_name} (revised)`,
      assessment_description: `${content.assessment_description} Changed.`,
      assessment_instructions: `${content.assessment_instructions} Changed too.`,
      sections: [...content.sections].reverse(),
      revision: draft.revision,
      general_settings: { team_id: a.teamId, role: 'Cofounder' }, // ReflectionDraftSetupSaved
    })
    .expect(200);
  await a.admin.auth(http().delete(`/api/assessments/${draft.assessment_id}`)).expect(200);

  const upcoming = await publish(t, a, 2);
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
      confidentiality: { mode: 'CONFIDENTIAL', min_raters: 4 },
    })
    .expect(200);
  await a.admin.auth(http().post(`/api/assessments/${upcoming}/publish/admin_close`)).expect(201);

  const taken = await publish(t, a, -1);
  const take = async (who: SignedInUser) =>
    completeAnswers((await who.auth(http().get(`/api/assessments/take/${taken}`)).expect(200)).body.responseObj, 'Go.');
  await a.receiver
    .auth(http().post(`/api/assessments/take/${taken}/complete`))
    .send({ answers: await take(a.receiver) })
    .expect(201);
  await a.observer
    .auth(http().put(`/api/assessments/take/${taken}`))
    .send({ answers: await take(a.observer) })
    .expect(200);
  await a.observer
    .auth(http().put(`/api/assessments/take/${taken}`))
    .send({ section_index: 1 })
    .expect(200);
}

async function publish(t: TestApp, a: ReflectionsWorld, launchInHours: number): Promise<string> {
  const draft = await draftFromBaseline(t, a.admin);
  await a.admin
    .auth(t.http().post(`/api/assessments/${draft.assessment_id}/publish`))
    .send({
      team_id: a.teamId,
      launch_date: inHours(launchInHours),
      due_date: inHours(24 * 7),
      members_with_roles: [
        { email: a.receiver.email, observer: false, reciever: true },
        { email: a.bystander.email, observer: false, reciever: true },
        { email: a.observer.email, observer: true, reciever: false },
      ],
    })
    .expect(201);
  return draft.assessment_id;
}

/**
 * The account's life beyond set-up (which createSignedInUser goes through: UserInvited ... UserAccountSetUp): a role
 * and organisation changed, an alternate email, three invitations to the client (accepted then removed, declined,
 * withdrawn), terms declined, RESET PASSWORD, a lock-out by wrong SMS codes, deleted and reactivated, deleted and
 * erased once the window has passed.
 */
async function accountsSteps(t: TestApp, a: ReflectionsWorld): Promise<void> {
  const http = () => t.http();
  const user = (email: string) => `/api/users/${encodeURIComponent(email)}`;
  await a.admin
    .auth(http().put(user(a.bystander.email)))
    .send({ email: a.bystander.email, custom_role: RoleId.ClientAdministrator, custom_organization: 'Acme' })
    .expect(200);
  await a.receiver
    .auth(http().put(user(a.receiver.email)))
    .send({
      data: { name: a.receiver.name, alternate_email: 'rae.other@example.test', phone_number: a.receiver.phone },
    })
    .expect(200);

  const elsewhere = await createClientWithAdmin(t, 'Elsewhere');
  const [joiner, decliner, withdrawn] = await Promise.all(
    ['Jo Joiner', 'Dee Decliner', 'Wil Withdrawn'].map((name) =>
      createSignedInUser(t, { role: RoleId.User, clientId: elsewhere.clientId, name }),
    ),
  );
  const invited = await a.admin
    .auth(http().post('/api/users'))
    .send([joiner, decliner, withdrawn].map((p) => ({ name: p.name, email: p.email, custom_role: RoleId.User })))
    .expect(201);
  expect(invited.body.responseObj.map((r: { status: string }) => r.status)).toEqual(Array(3).fill('fulfilled'));
  await joiner.auth(http().post(`/api/users/me/invitations/${a.clientId}/accept`)).expect(200);
  await decliner.auth(http().post(`/api/users/me/invitations/${a.clientId}/decline`)).expect(200);
  await a.admin.auth(http().delete(user(withdrawn.email))).expect(200);
  await a.admin.auth(http().delete(user(joiner.email))).expect(200);

  // terms declined, a temporary password, deleted and reactivated within the window
  const transient = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Tess Transient' });
  await transient.auth(http().post('/api/auth/terms/decline')).expect(200);
  await a.admin.auth(http().post(`${user(transient.email)}/forgotpassword`)).expect(200);
  await a.admin.auth(http().delete(user(transient.email))).expect(200);
  const back = await a.admin
    .auth(http().post('/api/users'))
    .send([{ email: transient.email }])
    .expect(201);
  expect(back.body.responseObj[0]).toMatchObject({ status: 'fulfilled' });

  // five wrong SMS codes after the right password
  const locked = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Lou Locked' });
  const started = await http().post('/api/auth/sign-in').send({ email: locked.email, password: locked.password });
  expect(started.status).toBe(200);
  const wrong = (await latestSmsCode(t, locked.phone)) === '000000' ? '111111' : '000000';
  const challenge = { session: started.body.responseObj.session, challenge: 'SMS_MFA', code: wrong };
  for (let i = 0; i < 4; i++) await http().post('/api/auth/challenge').send(challenge).expect(400);
  await http().post('/api/auth/challenge').send(challenge).expect(401);

  // deleted, then erased by the worker's sweep once the reactivation window has passed
  const erased = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, name: 'Ezra Erased' });
  const deleted = await a.admin.auth(http().delete(user(erased.email))).expect(200);
  const erasableAfter = Date.parse(deleted.body.responseObj.reactivatable_until);
  const worker: INestApplicationContext = await NestFactory.createApplicationContext(
    { module: class EraserUnderTest {}, imports: [WorkerModule.forRoot(t.config), UsersWorkerModule] },
    { logger: false },
  );
  try {
    const swept = await worker.get(JobWorkersService).sweep(new Date(erasableAfter + 1000));
    expect(swept['user-erasure']).toBe(1);
  } finally {
    await worker.close();
  }
}

/**
 * SsoConfigured and SsoRemoved, UserSignedUpWithSso (a newcomer through the client's provider) and
 * UserIdentityLinked (an existing person of the client), against a real OpenID Provider in process.
 */
async function ssoSteps(t: TestApp, a: ReflectionsWorld): Promise<void> {
  const http = () => t.http();
  const secret = 'journey-provider-secret';
  const provider = await startTestProvider({
    clients: [
      {
        client_id: 'journey',
        client_secret: secret,
        redirect_uris: ['http://localhost:3000/api/auth/sso/callback'],
      },
    ],
  });
  try {
    const domain = `journey-${a.clientId.slice(0, 8)}.test`;
    const sso = `/api/clients/${a.clientId}/sso`;
    const settings = { issuer: provider.issuer, oidc_client_id: 'journey', client_secret: secret, domains: [domain] };
    await a.admin
      .auth(http().put(sso))
      .send({ ...settings, role: RoleId.User, required: false, sms_after_sso: false })
      .expect(200);
    const existing = await createSignedInUser(t, { role: RoleId.User, clientId: a.clientId, email: `lin@${domain}` });
    for (const email of [`nova@${domain}`, existing.email]) {
      provider.accounts.set(email, { sub: `sub-${email}`, email, email_verified: true, name: 'Nova Newcomer' });
      const browser = request.agent(t.app.getHttpServer());
      const started = await browser.post('/api/auth/sso/start').send({ email }).expect(200);
      const back = await signInAtProvider(started.body.responseObj.authorization_url, email);
      const landing = await browser.get(`/api/auth/sso/callback${back.search}`).expect(302);
      const handoff = new URLSearchParams(new URL(landing.headers.location).hash.slice(1)).get('handoff');
      await browser.post('/api/auth/sso/complete').send({ handoff }).expect(200);
    }
    await a.admin.auth(http().delete(sso)).expect(200);
  } finally {
    await provider.stop();
  }
}
