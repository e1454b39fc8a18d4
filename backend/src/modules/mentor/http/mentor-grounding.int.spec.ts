import { MentorMessages as M, RoleId, type TakeView } from '@gc/contracts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../infrastructure/llm/fake-openai-server';
import { LlmClient } from '../../../infrastructure/llm/llm-client';
import { createSignedInUser, type SignedInUser } from '../../../test-support/identity';
import {
  createReflectionsTestApp,
  createReflectionsWorld,
  draftFromBaseline,
  inHours,
  type ReflectionsWorld,
  type SentAnswer,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';
import { MemberResultsSource } from '..';
import { MENTOR_SYSTEM_PROMPT } from '../chat/system-prompt';

jest.setTimeout(120_000);

/**
 * The 'Use my reflection results' switch end to end: a real reflection taken by five people and closed, the real
 * results module deciding what is released, and a real OpenAI-compatible server recording the system prompt it got.
 */
describe('GrowthMentor grounded in the member’s own results (a closed reflection, five takers)', () => {
  let model: FakeOpenAiServer;
  let t: TestApp;
  let w: ReflectionsWorld;
  let cy: SignedInUser;
  let dee: SignedInUser;
  let closedId: string;
  /** the grounding block's expected lines, hand-computed below */
  let expectedLines: string[];

  // Rae (the receiver whose mentor is grounded) rates herself 3 on every axis. Each person rates every other
  // receiver with their own number; about Rae, on the two weak axes, everyone gives her less.
  const SELF = { rae: 3, bea: 0, cy: 1, dee: 4 } as const;
  const RATES_OTHERS = { rae: 2, bea: 1, cy: 4, dee: 3, oz: 3 } as const;
  const RATES_RAE_WEAK = { bea: 0, cy: 1, dee: 1, oz: 0 } as const;
  const WEAK = ['skill-validate-problem-definition', 'skill-validate-experiment-design'];
  // hand-computed: Rae's others' average (Bea 1, Cy 4, Dee 3, Oz 3) = 11 / 4 = 2.75; on the weak axes
  // (0 + 1 + 1 + 0) / 4 = 0.5
  const RAE_OTHERS = 2.75;
  const RAE_OTHERS_WEAK = 0.5;
  // what Rae must never be told: Team Results on an ordinary axis (others' ratings of every receiver pooled: Rae
  // 2 x 3, Bea 1 x 3, Cy 4 x 3, Dee 3 x 3, Oz 3 x 4 = 42 / 16 = 2.63), the team's self-assessment ((3 + 0 + 1 + 4) / 4
  // = 2, not Rae's own 3), another receiver's results (Cy, by Rae 2, Bea 1, Dee 3, Oz 3: 2.25)
  const TEAM_AVERAGE = '2.63';
  const CY_OTHERS = '2.25';

  const http = () => t.http();
  const systemOf = (index = 0) => {
    const system = model.calls[index].body.messages[0];
    expect(system.role).toBe('system');
    return system.content;
  };
  /** The grounding block: what follows the fixed system message ('' when nothing was added). */
  const groundingIn = (system: string) => {
    expect(system.startsWith(MENTOR_SYSTEM_PROMPT)).toBe(true);
    return system.slice(MENTOR_SYSTEM_PROMPT.length);
  };
  const useResults = (who: SignedInUser, on: boolean) =>
    who.auth(http().put('/api/mentor/settings')).send({ use_results: on }).expect(200);
  const ask = (who: SignedInUser, message: string) =>
    who.auth(http().post('/api/mentor/chats')).send({ message }).expect(201);

  async function publish(name: string, dueInHours: number, receivers: SignedInUser[], observers: SignedInUser[]) {
    const draft = await draftFromBaseline(t, w.admin);
    await w.admin
      .auth(http().patch(`/api/assessments/${draft.assessment_id}`))
      .send({ assessment_name: name })
      .expect(200);
    await w.admin
      .auth(http().post(`/api/assessments/${draft.assessment_id}/publish`))
      .send({
        team_id: w.teamId,
        launch_date: inHours(-1),
        due_date: inHours(dueInHours),
        members_with_roles: [
          ...receivers.map((m) => ({ email: m.email, observer: false, reciever: true })),
          ...observers.map((m) => ({ email: m.email, observer: true, reciever: false })),
        ],
      })
      .expect(201);
    return draft.assessment_id;
  }

  /** A complete take: each scored question rated for every subject, open questions answered. */
  async function submit(who: SignedInUser, key: keyof typeof RATES_OTHERS) {
    const take: TakeView = (await who.auth(http().get(`/api/assessments/take/${closedId}`)).expect(200)).body
      .responseObj;
    const answers = take.sections.flatMap((s) =>
      s.questions.flatMap((q): SentAnswer[] => {
        if (q.question_type === 'OPEN')
          return [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', comment: `open ${key}` }];
        if (q.question_type === 'TEAM_DYNAMIC')
          return [{ assessment_question_id: q.assessment_question_id, subject: 'TEAM', response: 2 }];
        return take.subjects.map((p) => ({
          assessment_question_id: q.assessment_question_id,
          subject: p.user_id,
          response:
            p.user_id === who.userId
              ? SELF[key as keyof typeof SELF]
              : p.user_id === w.receiver.userId && WEAK.includes(q.question_id)
                ? RATES_RAE_WEAK[key as keyof typeof RATES_RAE_WEAK]
                : RATES_OTHERS[key],
        }));
      }),
    );
    await who
      .auth(http().post(`/api/assessments/take/${closedId}/complete`))
      .send({ answers })
      .expect(201);
    return take;
  }

  beforeAll(async () => {
    model = await startFakeOpenAiServer();
    t = await createReflectionsTestApp({
      llm: { apiKey: 'sk-test-key', baseUrl: model.baseUrl, model: 'test-model', maxRetries: 0, timeoutMs: 10_000 },
      mentor: { messagesPerMinute: 1000, dailyTokenBudget: 1_000_000 },
    });
    w = await createReflectionsWorld(t, 'Grounded');
    cy = await createSignedInUser(t, { role: RoleId.User, clientId: w.clientId, name: 'Cy Cofounder' });
    dee = await createSignedInUser(t, { role: RoleId.User, clientId: w.clientId, name: 'Dee Doer' });
    // an observer who never answers: the reflection stays open until the administrator closes it
    const late = await createSignedInUser(t, { role: RoleId.User, clientId: w.clientId, name: 'Lu Late' });
    for (const member of [cy, dee, late])
      await w.admin
        .auth(http().post(`/api/teams/${w.teamId}/members`))
        .send({ name: member.name, email: member.email, team_role: '2' })
        .expect(201);
    const receivers = [w.receiver, w.bystander, cy, dee];
    closedId = await publish('Grounding baseline', 24 * 7, receivers, [w.observer, late]);
    const take = await submit(w.receiver, 'rae');
    await submit(w.bystander, 'bea');
    await submit(cy, 'cy');
    await submit(dee, 'dee');
    await submit(w.observer, 'oz');
    // closed before anything is read: figures for others are released once it closes (or, Open, from the
    // first rater), and four raters meet a threshold of 3 as well
    const closed = await w.admin.auth(http().post(`/api/assessments/${closedId}/publish/admin_close`)).expect(201);
    // a later reflection Rae receives, not answered yet: nothing released, so the mentor keeps the closed one
    await publish('Follow-up, not answered', 24 * 14, receivers, [w.observer]);
    // the results read model has every take and the close
    await w.receiver
      .auth(http().get(`/api/stats?assessment_id=${closedId}&type=MINDSET`))
      .set('X-Min-Position', closed.body.position)
      .expect(200);

    expectedLines = take.sections.flatMap((s) =>
      s.questions
        .filter((q) => q.question_type !== 'OPEN' && q.question_type !== 'TEAM_DYNAMIC')
        .map((q) => {
          const chart = q.question_type === 'MINDSET' ? 'Mindset' : 'Skills';
          const others = WEAK.includes(q.question_id) ? RAE_OTHERS_WEAK : RAE_OTHERS;
          return `- ${chart}, ${q.question_name}: self ${SELF.rae}, others' average ${others}`;
        }),
    );
    expect(expectedLines).toHaveLength(10);
  });

  afterEach(() => {
    model.calls.length = 0;
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await t?.close();
    await model?.close();
  });

  it('given the switch off, then no results are read and the system prompt is the fixed one: no figures', async () => {
    const latestFor = jest.spyOn(t.app.get(MemberResultsSource), 'latestFor');
    await useResults(w.receiver, false);
    await ask(w.receiver, 'What should I work on first?');
    expect(latestFor).not.toHaveBeenCalled();
    expect(systemOf()).toBe(MENTOR_SYSTEM_PROMPT);
  });

  it('given the switch on, then the system prompt carries the member’s own self-assessment and others’ average, and nothing of anyone else', async () => {
    await useResults(w.receiver, true);
    await ask(w.receiver, 'What should I work on first?');
    const grounding = groundingIn(systemOf());
    const [intro, header, ...lines] = grounding.trim().split('\n');
    expect(intro).toBe('Use these to make your advice specific when relevant.');
    // the closed reflection, not the later one where nothing is released yet
    expect(header).toContain('"Grounding baseline"');
    expect(header).not.toContain('Follow-up');
    expect([...lines].sort()).toEqual([...expectedLines].sort());

    // nothing of anyone else: no other person's self-assessment (Bea 0, Cy 1, Dee 4) nor rating, no name, no
    // team figure, no team dynamics axis, no comment
    for (const line of lines) expect(line).toMatch(/: self 3, others' average (2\.75|0\.5)$/);
    for (const name of [w.bystander.name, cy.name, dee.name, w.observer.name, w.receiver.name, w.admin.name])
      expect(grounding).not.toContain(name);
    for (const email of [w.receiver.email, w.bystander.email, cy.email]) expect(grounding).not.toContain(email);
    for (const figure of [TEAM_AVERAGE, CY_OTHERS, '(SA)', 'Team', 'team', 'Trust', 'open '])
      expect(grounding).not.toContain(figure);
    // the follow-up call (suggestions) gets the fixed system message only
    expect(model.calls[1].body.messages[0].content.startsWith(MENTOR_SYSTEM_PROMPT)).toBe(true);
    expect(model.calls[1].body.messages[0].content).not.toContain('Grounding baseline');
  });

  it('given the switch on for someone who receives nothing (an observer), then no figures', async () => {
    await useResults(w.observer, true);
    await ask(w.observer, 'What should I work on first?');
    expect(systemOf()).toBe(MENTOR_SYSTEM_PROMPT);
  });

  it('given no model (offline) and the switch on, then the playbook article is picked for the member’s weakest axes', async () => {
    jest.spyOn(t.app.get(LlmClient), 'configured', 'get').mockReturnValue(false);
    await useResults(w.receiver, false);
    const plain = (await ask(w.receiver, 'What should I work on first?')).body.responseObj;
    expect(plain.offline).toBe(true);
    expect(plain.response).toContain('"Deciding what to work on first"');
    expect(plain.response).not.toContain('Picked for');

    await useResults(w.receiver, true);
    const grounded = (await ask(w.receiver, 'What should I work on first?')).body.responseObj;
    const [label, picked] = grounded.response.split('\n');
    expect(grounded.offline).toBe(true);
    expect(label).toBe(`${M.offlineLabel} — "Validating the problem before building the product"`);
    expect(picked).toBe('Picked for your lowest-rated areas: Problem Definition, Experiment Design');
    expect(model.calls).toHaveLength(0);
  });
});
