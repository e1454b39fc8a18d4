import { CommandBus } from '@nestjs/cqrs';
import { BOOTSTRAP_CLIENT_ID, RoleId, type ReflectionView, type TakeView } from '@gc/contracts';
import { systemContext } from '../shared/command-context';
import { ReleaseReflectionCatalogueCommand } from '../modules/reflections';
import { createSignedInUser, type SignedInUser } from './identity';
import type { AppConfig } from '../config/app-config';
import { startTestMailCatcher, type TestMailCatcher } from './mail-catcher';
import type { TestApp } from './test-app';
import { INDUSTRY, STAGE, createWorkspacesTestApp } from './workspaces-test-kit';

/** A workspaces test app with the question catalogue and system templates released, as the bootstrap does. */
export async function createReflectionsTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const t = await createWorkspacesTestApp(overrides);
  await t.app.get(CommandBus).execute(new ReleaseReflectionCatalogueCommand(systemContext()));
  return t;
}

/** The same, sending mail to a catcher of its own that the test reads back; `close` stops both. */
export async function createReflectionsTestAppWithMail(): Promise<TestApp & { mail: TestMailCatcher }> {
  const mail = await startTestMailCatcher();
  const t = await createReflectionsTestApp({ smtpUrl: mail.smtpUrl });
  return {
    ...t,
    mail,
    async close() {
      await t.close();
      await mail.stop();
    },
  };
}

export interface ReflectionsWorld {
  clientId: string;
  admin: SignedInUser;
  receiver: SignedInUser;
  observer: SignedInUser;
  bystander: SignedInUser;
  teamId: string;
}

/** A client named `name`, made by a Global Administrator, with a Client Administrator named `${name} Admin`. */
export async function createClientWithAdmin(
  t: TestApp,
  name: string,
): Promise<{ clientId: string; admin: SignedInUser }> {
  const globalAdmin = await createSignedInUser(t, { role: RoleId.GlobalAdministrator, clientId: BOOTSTRAP_CLIENT_ID });
  const client = await globalAdmin
    .auth(t.http().post('/api/clients'))
    .send({ client_name: name, description: name, industry_id: INDUSTRY })
    .expect(201);
  const clientId: string = client.body.responseObj.client_id;
  const admin = await createSignedInUser(t, { role: RoleId.ClientAdministrator, clientId, name: `${name} Admin` });
  return { clientId, admin };
}

/** A client with an administrator and a team of three members (Cofounder, OS Team Member, Cofounder). */
export async function createReflectionsWorld(t: TestApp, name: string): Promise<ReflectionsWorld> {
  const { clientId, admin } = await createClientWithAdmin(t, name);
  const receiver = await createSignedInUser(t, { role: RoleId.User, clientId, name: 'Rae Receiver' });
  const observer = await createSignedInUser(t, { role: RoleId.User, clientId, name: 'Oz Observer' });
  const bystander = await createSignedInUser(t, { role: RoleId.User, clientId, name: 'Bea Bystander' });
  const team = await admin
    .auth(t.http().post('/api/teams'))
    .send({
      team_name: `${name} founders`,
      description: 'The founding team',
      team_type: 'COFOUNDER_TEAM',
      stage: STAGE,
    })
    .expect(201);
  const teamId: string = team.body.responseObj.team_id;
  for (const [member, role] of [
    [receiver, '2'],
    [observer, '9'],
    [bystander, '2'],
  ] as const)
    await admin
      .auth(t.http().post(`/api/teams/${teamId}/members`))
      .send({ name: member.name, email: member.email, team_role: role })
      .expect(201);
  return { clientId, admin, receiver, observer, bystander, teamId };
}

/** The builder's Save body for a reflection as GET answers it (what the SPA sends back). */
export function contentOf(view: ReflectionView) {
  return {
    assessment_name: view.assessment_name,
    assessment_description: view.assessment_description,
    assessment_instructions: view.assessment_instructions,
    sections: view.sections.map((s) => ({
      section_id: s.section_id,
      section_name: s.section_name,
      section_description: s.section_description,
      questions: s.questions.map((q) => ({
        assessment_question_id: q.assessment_question_id,
        question_type: q.question_type,
        category_id: q.category_id,
        question_id: q.question_id,
        question_prompt: q.question_prompt,
      })),
    })),
  };
}

/** A draft started from 'Cofounder Assessment - Baseline', saved by `admin`. */
export async function draftFromBaseline(t: TestApp, admin: SignedInUser): Promise<ReflectionView> {
  const template = await admin.auth(t.http().get('/api/assessments/templates/system-cofounder-baseline')).expect(200);
  const res = await admin
    .auth(t.http().post('/api/assessments'))
    .send({ ...contentOf(template.body.responseObj), template_id: 'system-cofounder-baseline' })
    .expect(201);
  return res.body.responseObj;
}

export const inHours = (hours: number, from = Date.now()) => new Date(from + hours * 3_600_000).toISOString();

/** One answer as the fill-in screen sends it (PUT /assessments/take/{id}, POST .../complete). */
export type SentAnswer = { assessment_question_id: string; subject: string; response?: number; comment?: string };

/** Every answer a take needs to be submitted: `response` for each rating, `comment` for each open question. */
export function completeAnswers(take: TakeView, comment: string, response = 3): SentAnswer[] {
  return take.sections.flatMap((s) =>
    s.questions.flatMap((q): SentAnswer[] => {
      if (q.question_type === 'OPEN')
        return [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', comment }];
      if (q.question_type === 'TEAM_DYNAMIC')
        return [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', response }];
      return take.subjects.map((p) => ({
        assessment_question_id: q.assessment_question_id,
        subject: p.user_id,
        response,
      }));
    }),
  );
}

/** How one taker rates: themself, every other receiver, the team; `note` makes their comments (per question index). */
export interface Ratings {
  readonly self: number;
  readonly others: number;
  readonly team: number;
  readonly note: string | ((questionIndex: number) => string);
}

/**
 * A complete take: `others` for every other receiver, `self` for oneself, `team` for team dynamics; comments
 * 'about them: {note}' on others, 'team {note}' on team dynamics, the note itself as an open answer.
 */
export function ratedAnswers(take: TakeView, me: string, v: Ratings): SentAnswer[] {
  let index = 0;
  return take.sections.flatMap((s) =>
    s.questions.flatMap((q): SentAnswer[] => {
      const note = typeof v.note === 'function' ? v.note(index++) : v.note;
      if (q.question_type === 'OPEN')
        return [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', comment: note }];
      if (q.question_type === 'TEAM_DYNAMIC')
        return [
          {
            assessment_question_id: q.assessment_question_id,
            subject: 'TEAM',
            response: v.team,
            comment: `team ${note}`,
          },
        ];
      return take.subjects.map((p) => ({
        assessment_question_id: q.assessment_question_id,
        subject: p.user_id,
        response: p.user_id === me ? v.self : v.others,
        comment: p.user_id === me ? '' : `about them: ${note}`,
      }));
    }),
  );
}

/** `who` reads their take and submits it with `v`'s ratings; answers the position written (for X-Min-Position). */
export async function submitRated(t: TestApp, who: SignedInUser, reflectionId: string, v: Ratings): Promise<string> {
  const take: TakeView = (await who.auth(t.http().get(`/api/assessments/take/${reflectionId}`)).expect(200)).body
    .responseObj;
  const res = await who
    .auth(t.http().post(`/api/assessments/take/${reflectionId}/complete`))
    .send({ answers: ratedAnswers(take, who.userId, v) })
    .expect(201);
  return res.body.position;
}
