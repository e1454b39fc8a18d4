import type { PlaybookArticle } from './playbook-article';

/** Cofounder relationships and team dynamics. */
export const founderArticles: PlaybookArticle[] = [
  {
    id: 'equity-split',
    title: 'Splitting equity between cofounders',
    question: 'How should we split equity between cofounders?',
    keywords: ['equity', 'split', 'shares', 'ownership', 'percentage', 'stake', 'fair', 'cofounders'],
    body: `Equity is a bet on the future, not a reward for the past. The idea, the first prototype or who spoke first matter far less than the years of work still ahead. Start from an equal split and move away from it only for reasons all of you can say out loud: one person is full-time while another keeps a job, one brings capital or a critical network, or someone joins months later after the riskiest period.

Have the conversation early, before the company is worth anything, and write the result down. Talk through scenarios rather than percentages: what happens if someone leaves in year one, or stops pulling their weight? Put every founder's shares on a vesting schedule (four years with a one-year cliff is the common default) so that the split stays fair if circumstances change.

Avoid splits that feel precise but hide resentment, such as 51/49 to settle who is in charge. Decision rights can be agreed separately from ownership. If one founder feels short-changed today, that feeling compounds; it is cheaper to resolve it now. Next step: each founder writes down what they expect to contribute over four years, then compare notes together.`,
  },
  {
    id: 'vesting',
    title: 'Vesting and the cliff for founders',
    question: 'Why do cofounders need vesting?',
    keywords: ['vesting', 'cliff', 'schedule', 'shares', 'leaver', 'acceleration', 'equity'],
    body: `Vesting means founders earn their shares over time instead of owning all of them on day one. The usual schedule runs four years: nothing vests during the first twelve months (the cliff), then a quarter vests at once and the rest monthly. If a founder leaves early, the company can buy back the unvested part at the original price.

Vesting protects the founders who stay. Without it, a cofounder who leaves after six months keeps a large slice of a company they no longer build, which discourages the remaining team and worries investors. Almost every professional investor will ask for founder vesting anyway, so setting it up yourselves keeps control of the terms.

Agree on what happens in an acquisition: single-trigger acceleration vests everything on a sale, double-trigger only if the founder is also let go afterwards. Double-trigger is the more common compromise. Credit for time already worked before incorporation is reasonable and can be written in.

Vesting is not a sign of distrust. Frame it as insurance for everyone, including yourself if your life changes. Next step: ask a startup lawyer to add a standard vesting schedule to your founder share agreements.`,
  },
  {
    id: 'cofounder-agreement',
    title: 'Writing a cofounder agreement',
    question: 'What belongs in a cofounder agreement?',
    keywords: ['agreement', 'contract', 'legal', 'expectations', 'commitment', 'ip', 'intellectual property'],
    body: `A cofounder agreement turns assumptions into explicit commitments while everyone still gets along. It does not need to be long, but it should cover: ownership and vesting; roles and who decides what; time commitment and salary expectations; what happens when someone leaves, is asked to leave or becomes unable to work; and that all intellectual property created for the company belongs to the company.

Add the softer topics that cause most breakups: how much risk each of you can take financially, where you want the company to be in five years (lifestyle business or venture scale), how you will handle a serious disagreement and whether you would sell for a good offer.

Write the first draft yourselves in plain language, then let a lawyer turn the binding parts into proper documents. The real value is the conversation, which often reveals differences you did not know about. Revisit the agreement every year or when something big changes, such as raising money or a founder's role shifting.

Next step: book two hours this week, answer each topic separately on paper, then compare and discuss where your answers differ.`,
  },
  {
    id: 'cofounder-conflict',
    title: 'Resolving disagreements between cofounders',
    question: 'How do we resolve conflict between cofounders?',
    keywords: ['conflict', 'disagreement', 'argue', 'fight', 'tension', 'trust', 'cofounder', 'dispute'],
    body: `Disagreement between cofounders is normal and often useful; unresolved disagreement is what kills companies. The goal is not to avoid conflict but to make it fast, specific and safe.

Separate the decision from the relationship. State the question you disagree on in one sentence and agree on who has the final say for that kind of decision. Each person explains the other's position until the other agrees it is a fair summary; this alone settles many arguments. Decide what evidence would change your minds and, when possible, run a small test instead of debating.

Watch for patterns rather than single incidents: the same topic returning every month, one person always yielding, or conversations moving to side channels. Those signal a mismatch in values or roles that needs a deliberate conversation, sometimes with a neutral coach or an experienced advisor.

Keep a regular founders-only meeting, separate from operations, where you ask: what is bothering you that you have not said? Small irritations raised early stay small. Next step: schedule a weekly thirty-minute cofounder check-in and agree on who decides what in each area of the company.`,
  },
  {
    id: 'roles-decision-rights',
    title: 'Dividing roles and decision rights',
    question: 'How do cofounders divide roles and decisions?',
    keywords: [
      'roles',
      'responsibilities',
      'ceo',
      'cto',
      'titles',
      'decide',
      'authority',
      'ownership',
      'accountability',
    ],
    body: `Overlapping responsibilities create friction and slow decisions. Early on, split the work into areas such as product, engineering, sales, operations and fundraising, and give each area a single owner who decides after listening to the others. Shared ownership usually means no ownership.

Choose roles by strength and by what each founder wants to grow into, not by titles. Someone must be chief executive: investors, hires and partners need one person who breaks ties and speaks for the company. The role carries responsibility for the whole, not superiority.

Write a short decision list: which decisions the owner makes alone, which need a conversation first, and which need all founders to agree (raising money, hiring executives, changing the mission, selling the company). Revisit it every six months, because the company changes and so do people.

When you notice repeated friction, check whether the underlying issue is unclear ownership. Many arguments about what to do are really arguments about who decides. Next step: draw a one-page map of areas and owners, share it with the team and ask them where they are still unsure whom to ask.`,
  },
  {
    id: 'finding-cofounder',
    title: 'Finding the right cofounder',
    question: 'Where do I find a cofounder?',
    keywords: ['find', 'search', 'partner', 'cofounder', 'technical', 'match', 'network', 'solo founder'],
    body: `The best cofounders are usually people you have already worked with, because you know how they behave under pressure. Start with former colleagues, classmates and people from projects you respected. Tell many people what you are building and what kind of partner you need; introductions come from unexpected places.

If you must meet someone new, work together before committing. Build a small project, run customer interviews together or ship a prototype over a few weeks. You learn more from a shared deadline than from a dozen coffees. Look for complementary skills but shared values: how hard each of you wants to work, how you treat people, how much risk you can carry and what success means to you.

Be wary of choosing someone mainly because they are available or agreeable. A mismatched cofounder is harder to undo than no cofounder. Going solo for a while is a valid choice, especially if you can hire or contract the skills you lack.

Next step: list ten people you would trust in a crisis and have a conversation with three of them this month about what you are building.`,
  },
  {
    id: 'cofounder-leaving',
    title: 'When a cofounder wants to leave',
    question: 'What do we do if a cofounder wants to leave?',
    keywords: ['leave', 'quit', 'departure', 'breakup', 'exit', 'separation', 'buyback', 'cofounder'],
    body: `A cofounder leaving is painful but common, and handled well it does not have to sink the company. First understand why: burnout, a life change, a disagreement about direction or a role that no longer fits. Sometimes a change of role, a break or part-time involvement solves the real problem.

If the decision is final, act calmly and quickly. Follow your agreement: unvested shares return to the company, vested ones normally stay with the founder. If you have no agreement, negotiate in good faith and get legal help; a generous, clean separation is worth more than a bitter one that drags on while investors and employees watch.

Plan the handover: accounts and passwords, customer and investor relationships, code and documents, and how the news reaches the team. Tell employees together, honestly and briefly, with a clear picture of who now owns what. Keep the departing founder's dignity intact; people judge the company by how it treats those who leave.

Afterwards, review with the remaining founders what you would do differently. Next step: check your agreement and write down who will take over each of the departing founder's responsibilities.`,
  },
  {
    id: 'psychological-safety',
    title: 'Building psychological safety in a startup team',
    question: 'How do I make it safe for my team to speak up?',
    keywords: ['safety', 'speak up', 'trust', 'culture', 'mistakes', 'openness', 'fear', 'candor'],
    body: `A team is psychologically safe when people can raise problems, admit mistakes and disagree without fear of looking foolish or being punished. In a startup this matters more than anywhere: bad news that travels slowly becomes expensive.

Founders set the tone through small, repeated behaviours. Admit your own mistakes openly. Ask for input before giving your opinion, because once the founder speaks most people stop disagreeing. Thank the person who brings bad news, even when the news is unwelcome. Treat failures as information: ask what we learned and what we change, not who is to blame.

Make dissent part of the process. In meetings, ask someone to argue the opposite case, or go around the table so quieter people speak. Run short retrospectives after launches and incidents with a simple format: what went well, what did not, what will we try next.

Watch the signals: meetings where nobody objects, surprises discovered late, side conversations after the meeting. Team reflections on GrowthCatalyst can show whether your view of the team matches theirs. Next step: at your next team meeting, share one mistake you made recently and what you learned from it.`,
  },
  {
    id: 'feedback',
    title: 'Giving and receiving feedback as founders',
    question: 'How should founders give each other feedback?',
    keywords: ['feedback', 'criticism', 'review', 'performance', 'honest', 'conversation', 'difficult'],
    body: `Founders often avoid feedback because they fear damaging the relationship, then explode months later. Small, frequent, specific feedback is kinder than rare, large verdicts.

Describe the situation, the behaviour and its impact: in yesterday's investor call, you interrupted me twice when I was answering about revenue, and the investor turned to you for every later question. Avoid judgements of character such as you are controlling. Then ask for their view; you may be missing context. Agree on what each of you will try next.

Receiving feedback is the harder skill. Listen to understand, not to defend. Say thank you, ask for an example if it is vague, and take time before responding to anything that stings. You do not have to agree with all feedback, but you should show that you considered it.

Make it routine so it stops feeling dramatic: a monthly founder conversation with three questions works well. What should I keep doing, what should I start, what should I stop? Compare your self-assessment with how your cofounders see you; the gaps are where growth happens. Next step: ask each cofounder those three questions this week.`,
  },
  {
    id: 'self-vs-others',
    title: "When your view of yourself differs from your team's",
    question: 'What if my team rates me differently than I rate myself?',
    keywords: [
      'results',
      'reflection',
      'self',
      'myself',
      'others',
      'teammates',
      'rated',
      'lower',
      'higher',
      'gap',
      'blind spot',
      'assessment',
      'score',
    ],
    body: `Reflection results that compare how you rate yourself with how others rate you are most useful where the two differ. A gap is not a verdict; it is a question worth exploring.

Where you rate yourself higher than others do, you may have a blind spot, or your intentions may not be visible in your behaviour. Where others rate you higher, you may be underusing a strength or holding yourself to a standard nobody else applies. Both are worth understanding.

Start with one or two categories with the largest gap, not everything at once. Ask teammates for concrete examples: when did you notice this, what would better look like? Thank them and avoid defending yourself in the moment. Look for patterns across several people rather than reacting to one opinion.

Then choose a small, visible change and tell the team you are working on it; that invites them to notice progress. Reflect again after a few months to see whether the gap narrows. When deciding what to work on first, favour the gap that most affects the team's ability to make decisions and trust each other. Next step: pick the category with the biggest gap and ask two teammates for a specific example.`,
  },
  {
    id: 'founder-burnout',
    title: 'Managing founder stress and avoiding burnout',
    question: 'How do I avoid burning out as a founder?',
    keywords: ['burnout', 'stress', 'exhausted', 'tired', 'health', 'sleep', 'wellbeing', 'mental', 'overwhelmed'],
    body: `Startups are a long game, and an exhausted founder makes worse decisions, treats people worse and eventually stops. Protecting your energy is part of the job, not a luxury.

Notice the early signs: poor sleep, cynicism about customers or the team, dreading work you used to enjoy, or irritability in small matters. Treat them as seriously as a failing metric.

Build routines that survive busy weeks: a regular time when work stops, exercise, meals away from the screen and at least one day a week mostly offline. Share the emotional load with cofounders openly rather than each pretending to be fine; a weekly check-in that starts with how are you really doing helps. Peer groups of other founders are valuable because they understand the pressure without being part of it.

Reduce the load itself: say no to low-value meetings, delegate things others can do at eighty percent of your quality, and cut projects that no longer matter. If stress turns into persistent anxiety or low mood, talk to a professional; many strong founders do. Next step: block one evening a week this month that is entirely free of work, and tell your cofounders why.`,
  },
  {
    id: 'remote-team',
    title: 'Running a remote or hybrid startup team',
    question: 'How do we work well as a remote team?',
    keywords: ['remote', 'hybrid', 'distributed', 'async', 'time zones', 'communication', 'online', 'offsite'],
    body: `Remote teams can move fast, but only if they replace the information that offices share by accident with information they share on purpose.

Write things down. Decisions, plans and the reasons behind them belong in a place everyone can find, not in private messages. Default to asynchronous updates for status and keep live meetings for discussion, decisions and relationships. Agree on response times per channel so people can focus without feeling they must answer instantly.

Invest deliberately in trust. Hold a short weekly all-hands, pair people on work across locations, and meet in person a few times a year with time set aside for informal conversation, not only planning. New hires need an onboarding buddy and more explicit guidance than they would in an office.

Mind time zones and fairness: rotate awkward meeting times and record important sessions. Watch for people who go quiet; in a remote team silence is easy to miss and often signals a problem. Next step: create a single decision log that the team can read, and record this week's decisions in it.`,
  },
];
