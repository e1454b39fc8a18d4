import type { PlaybookArticle } from './playbook-article';

/** Fundraising, hiring and operating cadence. */
export const growthArticles: PlaybookArticle[] = [
  {
    id: 'when-to-raise',
    title: 'Deciding whether and when to raise money',
    question: 'When should we raise money?',
    keywords: [
      'raise',
      'fundraising',
      'funding',
      'investors',
      'venture capital',
      'bootstrap',
      'seed',
      'angel',
      'capital',
    ],
    body: `Raising money is a tool, not a milestone. It makes sense when capital lets you grow much faster than you could otherwise, in a market large enough for the returns investors need. Many good businesses never raise venture capital and keep more ownership and freedom.

Raise when you have something that reduces risk for investors: a strong team, real customer evidence, early revenue or retention, or a technical breakthrough. Raising on an idea alone is possible but expensive in dilution and time. Work out how much you need to reach the next set of convincing milestones plus a buffer, typically eighteen to twenty-four months of runway.

Start the process while you still have at least six months of cash; raising under time pressure weakens your negotiating position. Expect it to take three months or more of a founder's attention, and keep the company running well meanwhile.

Consider the alternatives: revenue, grants, customer prepayments, or a small round from angels who bring expertise. Next step: write down the milestones the next round must buy you and calculate how much money and time they require.`,
  },
  {
    id: 'pitch-deck',
    title: 'Building a clear pitch deck',
    question: 'What should be in our pitch deck?',
    keywords: ['pitch', 'deck', 'slides', 'presentation', 'investors', 'story', 'narrative', 'demo day'],
    body: `A pitch deck tells a simple story: there is a painful problem, you have a compelling solution, the market is large, you have evidence it is working, and this team will win. Investors see many decks; clarity beats polish.

A typical structure has ten to fifteen slides: problem, solution, why now, market size, product, traction, business model, competition and your advantage, go-to-market, team, financial outlook and the raise with what it will achieve. Lead with your strongest point; if traction is impressive, show it early.

Use one idea per slide with a headline that states the conclusion, such as revenue tripled in six months, rather than a topic such as traction. Replace adjectives with numbers and customer quotes. Be honest about risks and explain how you will address them; investors trust founders who know their weaknesses.

Prepare a short version to send ahead and a fuller one for meetings, plus an appendix for detailed questions. Rehearse until you can tell the story without slides in two minutes. Next step: write the headline of every slide as a full sentence and check that together they tell the whole story.`,
  },
  {
    id: 'fundraising-process',
    title: 'Running a focused fundraising process',
    question: 'How do we run a fundraising process?',
    keywords: [
      'fundraising',
      'process',
      'pipeline',
      'investors',
      'meetings',
      'term sheet',
      'due diligence',
      'vc',
      'round',
    ],
    body: `Fundraising goes better as a short, organised process than as an endless series of coffees. Build a list of investors who fit your stage, sector and size of round, and prioritise those with relevant experience and a good reputation among founders. Warm introductions, ideally from founders they backed, work far better than cold emails.

Prepare before the first meeting: deck, financial model, data room with key documents, and clear answers about the market, competition and use of funds. Then run the meetings in a compressed window of a few weeks so that interest builds and investors feel the momentum.

Track every conversation in a pipeline with stages and next steps. Follow up promptly and send short progress updates to interested investors; new customers or milestones during the process help. Ask each investor about their decision process and timeline.

When a term sheet arrives, compare it carefully with a lawyer: valuation matters, but so do control terms, board seats and liquidation preferences. Check references on investors just as they check you. Next step: build a list of thirty well-matched investors and find a warm introduction path to the top ten.`,
  },
  {
    id: 'safe-vs-priced',
    title: 'SAFEs, convertible notes and priced rounds',
    question: 'Should we raise on a SAFE or a priced round?',
    keywords: [
      'safe',
      'convertible',
      'note',
      'priced round',
      'valuation',
      'cap',
      'dilution',
      'term sheet',
      'instrument',
    ],
    body: `Early rounds are often raised on a SAFE or a convertible note, later ones as priced equity rounds. Knowing the differences helps you choose and negotiate.

A SAFE is an agreement that converts into shares at a later priced round, usually with a valuation cap and sometimes a discount. It is quick and cheap to sign, has no interest or maturity date, and lets you close investors one at a time. A convertible note is similar but is technically debt, with interest and a maturity date. A priced round sets a valuation now, issues shares directly and usually comes with more negotiated terms, such as board seats and investor rights.

The simplicity of SAFEs hides a risk: founders stack several of them and underestimate how much they will be diluted when they all convert. Keep a model that shows ownership after conversion under a few scenarios.

Use standard documents where possible, avoid unusual terms that scare later investors and get a startup lawyer to review everything. Next step: build a simple cap table model that shows each founder's ownership after your planned SAFEs convert at the next round.`,
  },
  {
    id: 'runway-burn',
    title: 'Managing runway and burn rate',
    question: 'How do we manage our runway?',
    keywords: ['runway', 'burn', 'cash', 'budget', 'spending', 'costs', 'money', 'survive', 'financial'],
    body: `Runway is how many months you can operate before the money runs out; burn rate is how much cash you lose each month. Running out of cash is the most direct way startups die, and it often comes as a surprise to teams that did not look closely.

Know your numbers every month: cash in the bank, net burn and months of runway at the current and planned rates of spending. Build a simple forecast with a base case and a pessimistic case, and update it when plans change. Most costs come from people, so every hire extends or shortens your runway noticeably.

Decide in advance what you will do at certain thresholds. With twelve months left, start raising or cut towards profitability; with six months left, act decisively. Cutting early and once is less painful than cutting late and repeatedly.

Spend where it moves your key milestones and be frugal elsewhere. Share the runway number with the team; people make better decisions when they understand the constraints. Next step: calculate your runway for the next twelve months under a base and a pessimistic scenario, and agree on the threshold at which you will act.`,
  },
  {
    id: 'first-hires',
    title: 'Making your first hires',
    question: 'Who should we hire first?',
    keywords: ['hire', 'hiring', 'recruit', 'first employee', 'team', 'talent', 'early employees', 'candidates'],
    body: `Your first hires shape the culture and speed of the company more than any later ones. Hire only when a clear need is slowing you down and the work cannot be done well by founders, contractors or automation.

Look for people who are comfortable with ambiguity, learn quickly, take ownership and enjoy doing many different things. Specialists who need a large structure around them often struggle at this stage. Shared values matter more than polished experience: how they handle mistakes, how they treat colleagues and whether they care about your customers.

Write a short description of the outcomes the person should achieve in their first six months, not just a list of skills. Source from your network first; the best early hires are often people someone on the team has worked with before. Be honest about risk, pay and what the work is really like, and offer meaningful equity.

Move quickly but do not lower the bar out of urgency: a wrong early hire costs months. Next step: write the outcomes your next hire must achieve in six months and ask your network for three referrals who fit them.`,
  },
  {
    id: 'interviewing-candidates',
    title: 'Interviewing and assessing candidates',
    question: 'How do we interview candidates well?',
    keywords: [
      'interview',
      'candidates',
      'assessment',
      'hiring process',
      'references',
      'work sample',
      'evaluate',
      'bias',
    ],
    body: `Good hiring decisions come from a consistent process, not from gut feeling after a pleasant conversation. Decide before interviewing which qualities matter for the role and how each one will be assessed.

Use structured interviews: the same core questions for every candidate, asking for specific past examples, such as tell me about a time you had to deliver with unclear requirements. Follow up for details about what they personally did. Add a realistic work sample, paid if it takes more than a couple of hours, that resembles the actual job.

Involve two or three people from the team, each assessing different qualities, and have everyone write their assessment before discussing it so that the loudest voice does not decide. Watch for bias towards people who resemble you; diverse perspectives make early teams stronger.

Always check references, and ask specific questions: what would you advise their next manager to know? Sell the role honestly throughout; good candidates are assessing you too. Next step: write four structured questions and one work sample for your next role, with what a strong answer looks like.`,
  },
  {
    id: 'onboarding',
    title: 'Onboarding new team members',
    question: 'How do we onboard new hires?',
    keywords: ['onboarding', 'new hire', 'first week', 'ramp up', 'orientation', 'buddy', 'welcome', 'training'],
    body: `Startups often hire carefully and then leave new people to figure everything out alone. Good onboarding shortens the time until someone is productive and makes it far more likely that they stay.

Prepare before day one: accounts, equipment, a written introduction to the company, its customers, strategy and how the team works, and a clear first project that can be finished within a couple of weeks. Assign a buddy who is not their manager to answer the small questions people hesitate to ask.

In the first weeks, let them meet customers and every team member, and explain the why behind decisions, not only the how. Agree on goals for thirty, sixty and ninety days and check in weekly. Ask what confuses them; newcomers notice problems the team has stopped seeing.

Gather feedback at the end of the first month and improve the onboarding document each time, so it gets better with every hire. Next step: write a one-page first-week plan for your next hire, including who they meet and what they finish by Friday.`,
  },
  {
    id: 'letting-go',
    title: 'Letting someone go',
    question: 'How do we handle letting someone go?',
    keywords: ['fire', 'firing', 'let go', 'dismiss', 'underperformance', 'performance', 'layoff', 'termination'],
    body: `Letting someone go is one of the hardest things founders do, and most wait too long. Keeping someone who is not working out hurts the team, the company and often the person too.

Start early with clear feedback. Make expectations explicit, give specific examples where they were not met, offer support and agree on a time frame. Document the conversations. Sometimes a change of role solves the problem; sometimes it becomes clear to both sides that the fit is wrong.

When you decide, act with respect. Check legal requirements in your jurisdiction before the conversation. Keep the meeting short, clear and kind: the decision is final, explain the reasons briefly, cover the practical details such as pay, equipment and how the team will be told, and allow them to leave with dignity. Be as generous as you can afford with notice and support.

Then talk to the team honestly, without sharing private details, and explain what happens to the person's work. People watch how departures are handled and judge the company by it. Next step: for anyone whose performance worries you, write down the specific expectations and share them in your next one-to-one.`,
  },
  {
    id: 'weekly-cadence',
    title: 'A weekly operating rhythm',
    question: 'What meetings should a startup team have each week?',
    keywords: [
      'cadence',
      'rhythm',
      'meetings',
      'weekly',
      'standup',
      'planning',
      'operating',
      'routine',
      'retrospective',
    ],
    body: `A simple, predictable rhythm lets a small team stay aligned without drowning in meetings. Most early teams do well with a few fixed moments.

A weekly planning meeting of around an hour reviews the key metrics, the progress on this quarter's goals and the priorities for the week, and surfaces blockers. Short daily check-ins of fifteen minutes or asynchronous written updates keep work moving. A founders' meeting each week handles strategy, people issues and the relationship itself. Every two to four weeks, a retrospective asks what is working and what to change.

Keep each meeting purposeful: a written agenda, a clear owner, decisions and next steps recorded where everyone can see them. Cancel meetings that no longer earn their time and protect long blocks for focused work.

Once a quarter, step back: review goals, strategy, runway and how the team is doing, including through reflections on mindset, skills and team dynamics. Next step: write down your current weekly meetings, the purpose of each and one meeting you can shorten or remove.`,
  },
  {
    id: 'okrs-goals',
    title: 'Setting goals with OKRs',
    question: 'How do we set goals for the quarter?',
    keywords: ['okr', 'okrs', 'goals', 'objectives', 'key results', 'targets', 'quarter', 'planning', 'alignment'],
    body: `Objectives and key results help a team agree on what matters most and how to tell whether it is happening. The objective is a qualitative direction, such as win our first paying customers in logistics; key results are measurable outcomes that show progress, such as five paid pilots signed or twenty qualified conversations held.

Keep the set small: two or three objectives per quarter, each with two to four key results. Measure outcomes rather than activities where possible; shipping a feature is an activity, customers using it weekly is an outcome. Give each key result one owner.

Write the goals together with the team so people understand and believe them, then review progress every week in your planning meeting. Mid-quarter, adjust if the world has changed; goals exist to focus effort, not to be defended.

At the end of the quarter, score honestly and discuss what you learned before setting the next round. Consistently hitting every key result often means they were too safe. Next step: draft one objective for this quarter with three measurable key results and share it with the team for comments.`,
  },
  {
    id: 'metrics',
    title: 'Choosing the metrics that matter',
    question: 'Which metrics should we track?',
    keywords: ['metrics', 'kpi', 'measure', 'data', 'dashboard', 'numbers', 'analytics', 'north star'],
    body: `Early teams drown in numbers or track none. Pick a few metrics that reflect real value for customers and the health of the business, and look at them every week.

Choose one primary metric that best captures customer value, such as weekly active teams or orders completed, and a handful of supporting ones: acquisition of new customers, activation (the first moment of real value), retention over time, revenue and burn. Define each precisely so the number means the same thing every week.

Prefer metrics that lead to outcomes over those that only look good. Total sign-ups always grow; retention and repeat usage tell you whether the product works. Break numbers down by cohort and segment to see what is really happening.

Share the dashboard with the whole team and discuss changes in your weekly planning. Behind every number are customers, so combine data with conversations: when a metric moves, ask a few customers why. Next step: write down your primary metric, its exact definition and its value over the last eight weeks.`,
  },
  {
    id: 'investor-updates',
    title: 'Writing investor and board updates',
    question: 'How do we write investor updates?',
    keywords: ['investor update', 'board', 'report', 'stakeholders', 'monthly update', 'communication', 'advisors'],
    body: `A short, regular update keeps investors and advisors informed, builds trust and makes it easy for them to help. Founders who update consistently find their next round easier because investors have watched them execute.

Send it monthly, in the same format each time. Include the key metrics with a comparison to last month, highlights, lowlights and what you learned, cash and runway, and specific asks such as introductions to a type of customer or candidates for a role. Keep it to one page; readers should grasp it in two minutes.

Share bad news early and plainly, with what you are doing about it. Investors forgive problems far more readily than surprises. Thank the people who helped since the last update.

For board meetings, send materials a few days in advance so the meeting can be spent on discussion and decisions rather than presentation. Focus on the two or three questions where the board's judgement is most useful. Next step: write this month's update with three metrics, one highlight, one lowlight and two specific asks.`,
  },
  {
    id: 'prioritisation',
    title: 'Deciding what to work on first',
    question: 'What should we work on first?',
    keywords: [
      'prioritize',
      'prioritise',
      'priorities',
      'focus',
      'first',
      'important',
      'urgent',
      'roadmap',
      'too much',
    ],
    body: `Startups always have more good ideas than time. Prioritising means deciding what not to do, and it is one of the most valuable habits a founding team can build.

Start from the single most important goal for the next few months, usually tied to your riskiest assumption or your main metric. Then rate each candidate task by its likely impact on that goal, your confidence in that impact and the effort it takes. Do the few with the best ratio and explicitly postpone the rest.

Beware of work that feels productive but does not move the goal, such as polishing internal tools or adding features for one loud customer. Revisit priorities weekly and be willing to stop work that turns out to matter less than expected.

For personal development, the same logic applies: choose the one skill or behaviour whose improvement would most help your team right now, often where your reflection results show the largest gap between your view and your teammates'. Next step: list everything on your plate, mark the three items that most advance this quarter's main goal and postpone the rest.`,
  },
];
