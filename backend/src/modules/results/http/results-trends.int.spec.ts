import type { ResultItemView, TrendView } from '@gc/contracts';
import type { SignedInUser } from '../../../test-support/identity';
import {
  contentOf,
  createReflectionsTestApp,
  createReflectionsWorld,
  inHours,
  submitRated,
  type ReflectionsWorld,
} from '../../../test-support/reflections-test-kit';
import type { TestApp } from '../../../test-support/test-app';

jest.setTimeout(120_000);

/**
 * Trends (GET /stats/trends) across four reflections of one team about Rae, in due-date order:
 * - 'Answered' (Open): the bystander and the observer have rated Rae; it asks every Mindset question but the first;
 * - 'Unanswered' (Open): nobody has submitted; it asks every Mindset question, the first included;
 * - 'Only mine' (Open): Rae alone has submitted (her self-assessment; nobody has rated her);
 * - 'Held back' (Confidential, at least 3, still running, as 'Answered' without the first Mindset question): the
 *   bystander has rated Rae, but the promise holds it back.
 * 'Unanswered' and 'Only mine' are left out, with the axis only they ask (the first Mindset question); 'Held back' stays, all withheld.
 */
describe('trends over HTTP', () => {
  let t: TestApp;
  let a: ReflectionsWorld;
  let last = '';
  const ids: Record<'answered' | 'unanswered' | 'onlyMine' | 'heldBack', string> = {
    answered: '',
    unanswered: '',
    onlyMine: '',
    heldBack: '',
  };
  const http = () => t.http();

  /** A reflection from the baseline template (without its first Mindset question when `dropFirstMindset`). */
  async function publish(name: string, dueInDays: number, mode: 'OPEN' | 'CONFIDENTIAL', dropFirstMindset = false) {
    const template = await a.admin.auth(http().get('/api/assessments/templates/system-cofounder-baseline')).expect(200);
    const content = contentOf(template.body.responseObj);
    let dropped = !dropFirstMindset;
    const sections = content.sections.map((s) => ({
      ...s,
      questions: s.questions.filter((q) => {
        if (dropped || q.question_type !== 'MINDSET') return true;
        dropped = true;
        return false;
      }),
    }));
    const draft = await a.admin
      .auth(http().post('/api/assessments'))
      .send({ ...content, assessment_name: name, sections, template_id: 'system-cofounder-baseline' })
      .expect(201);
    const id: string = draft.body.responseObj.assessment_id;
    await a.admin
      .auth(http().post(`/api/assessments/${id}/publish`))
      .send({
        team_id: a.teamId,
        launch_date: inHours(-1),
        due_date: inHours(24 * dueInDays),
        members_with_roles: [
          { email: a.receiver.email, observer: false, reciever: true },
          { email: a.bystander.email, observer: false, reciever: true },
          { email: a.observer.email, observer: true, reciever: false },
        ],
        confidentiality: mode === 'OPEN' ? { mode } : { mode, min_raters: 3 },
      })
      .expect(201);
    return id;
  }

  const rate = async (who: SignedInUser, id: string, others: number) => {
    last = await submitRated(t, who, id, { self: 4, others, team: 2, note: who.name });
  };
  const trends = async (who: SignedInUser): Promise<TrendView> =>
    (
      await who
        .auth(http().get(`/api/stats/trends?team_id=${a.teamId}&type=MINDSET`))
        .set('X-Min-Position', last)
        .expect(200)
    ).body.responseObj;

  beforeAll(async () => {
    t = await createReflectionsTestApp();
    a = await createReflectionsWorld(t, 'Trending');
    ids.answered = await publish('Answered', 5, 'OPEN', true);
    ids.unanswered = await publish('Unanswered', 6, 'OPEN');
    ids.onlyMine = await publish('Only mine', 7, 'OPEN');
    ids.heldBack = await publish('Held back', 8, 'CONFIDENTIAL', true);
    await rate(a.bystander, ids.answered, 1);
    await rate(a.observer, ids.answered, 3);
    await rate(a.receiver, ids.onlyMine, 4);
    await rate(a.bystander, ids.heldBack, 1);
  });
  afterAll(() => t?.close());

  it('given a reflection with no submitted answer about the receiver, then its trends leave it out, axes included', async () => {
    const trend = await trends(a.receiver);
    expect(trend.series.map((s) => s.assessment_name)).toEqual(['Answered', 'Held back']);
    expect(trend.series.map((s) => s.assessment_id)).toEqual([ids.answered, ids.heldBack]);
    // the axes are the questions of the reflections shown: not the first Mindset question only 'Unanswered' asks
    const answered: ResultItemView[] = (
      await a.receiver
        .auth(http().get(`/api/stats?assessment_id=${ids.answered}&type=MINDSET&option_1=MY_RESULTS`))
        .set('X-Min-Position', last)
        .expect(200)
    ).body.responseObj;
    const unanswered: ResultItemView[] = (
      await a.receiver
        .auth(http().get(`/api/stats?assessment_id=${ids.unanswered}&type=MINDSET&option_1=MY_RESULTS`))
        .expect(200)
    ).body.responseObj;
    expect(unanswered.length).toBe(answered.length + 1);
    expect(trend.axes).toEqual(answered.map((item) => item.question_name));
    expect(trend.axes).not.toContain(unanswered[0].question_name);
    // 'Answered' (Open): others rated Rae 1 and 3, so 2 on every axis, never a zero or empty point
    const [shown, held] = trend.series;
    expect(shown.values).toEqual(trend.axes.map(() => 2));
    expect(shown.withheld).toEqual(trend.axes.map(() => false));
    // 'Held back': answered about Rae, but Confidential and running: kept, every value null and withheld
    expect(held.values).toEqual(trend.axes.map(() => null));
    expect(held.withheld).toEqual(trend.axes.map(() => true));
  });

  it('given the bystander, then the same rule about them: only the reflections with an answer about them', async () => {
    // the observer rated them 3 in 'Answered', Rae 4 in 'Only mine'; nobody in 'Unanswered' nor 'Held back'
    const trend = await trends(a.bystander);
    expect(trend.series.map((s) => s.assessment_name)).toEqual(['Answered', 'Only mine']);
    // 'Only mine' asks the first Mindset question too: its axis comes last, empty for 'Answered' (not asked there)
    const asked = trend.axes.length - 1;
    expect(trend.series[0].values).toEqual([...Array<number>(asked).fill(3), null]);
    expect(trend.series[0].withheld).toEqual(trend.axes.map(() => false));
    expect(trend.series[1].values).toEqual(trend.axes.map(() => 4));
  });
});
