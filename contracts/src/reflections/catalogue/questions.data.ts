import { SCALE_VALUES, type QuestionType } from '../question-types';
import type { CatalogueQuestion } from './catalogue.types';

/**
 * The question catalogue (GET /assessments/questions). Conventions:
 * - mindset and skill prompts are about 'this person', so one wording serves a self-assessment and a rating of a
 *   teammate; team-dynamics and open prompts are about the team ('the team'), since each taker answers them once,
 *   about the team as a whole (never 'this person');
 * - mindset and team-dynamics prompts ask how consistently a behavior shows (a frequency scale), skill prompts ask
 *   how well something is done (a proficiency scale);
 * - a released question never changes under its id: a rewording is a new id in a new catalogue version (catalogue.ts),
 *   and the question it replaces leaves this list (the read model keeps it, retired);
 * - each question's five tooltips describe what that level looks like for that question, from 0 to 4.
 */

type ScoredType = Exclude<QuestionType, 'OPEN'>;
type FiveLevels = readonly [string, string, string, string, string];

const FREQUENCY_LABELS: FiveLevels = ['Rarely', 'Sometimes', 'Often', 'Consistently', 'Sets the standard'];
const PROFICIENCY_LABELS: FiveLevels = ['Not yet', 'Emerging', 'Developing', 'Strong', 'Exemplary'];

/** The labels of the 0-4 scale, per scored type. */
export const SCALE_LABELS: Readonly<Record<ScoredType, FiveLevels>> = {
  MINDSET: FREQUENCY_LABELS,
  SKILL_BUILD: PROFICIENCY_LABELS,
  SKILL_VALIDATE: PROFICIENCY_LABELS,
  SKILL_EXEC_SPONSOR: PROFICIENCY_LABELS,
  SKILL_OS_TEAM: PROFICIENCY_LABELS,
  TEAM_DYNAMIC: FREQUENCY_LABELS,
};

/** The prefix of a question id, per type: '<type-kebab>-<slug>'. */
export const QUESTION_ID_PREFIX: Readonly<Record<QuestionType, string>> = {
  MINDSET: 'mindset',
  SKILL_BUILD: 'skill-build',
  SKILL_VALIDATE: 'skill-validate',
  SKILL_EXEC_SPONSOR: 'skill-exec-sponsor',
  SKILL_OS_TEAM: 'skill-os-team',
  TEAM_DYNAMIC: 'team-dynamic',
  OPEN: 'open',
};

interface QuestionSpec {
  readonly slug: string;
  readonly category: string;
  readonly name: string;
  readonly prompt: string;
  readonly definition: string;
  readonly bullets: readonly string[];
}

interface ScoredSpec extends QuestionSpec {
  /** what the question looks like at 0, 1, 2, 3 and 4 */
  readonly levels: FiveLevels;
}

const base = (type: QuestionType, spec: QuestionSpec) => ({
  question_id: `${QUESTION_ID_PREFIX[type]}-${spec.slug}`,
  question_type: type,
  category_id: spec.category,
  question_name: spec.name,
  question_prompt: spec.prompt,
  definition: spec.definition,
  detailed_definition: spec.bullets,
});

const scored =
  (type: ScoredType) =>
  (spec: ScoredSpec): CatalogueQuestion => ({
    ...base(type, spec),
    scale: SCALE_VALUES.map((value) => ({ value, label: SCALE_LABELS[type][value], tooltip: spec.levels[value] })),
  });

const open = (spec: QuestionSpec): CatalogueQuestion => ({ ...base('OPEN', spec), scale: [] });

const mindset = scored('MINDSET');
const build = scored('SKILL_BUILD');
const validate = scored('SKILL_VALIDATE');
const sponsor = scored('SKILL_EXEC_SPONSOR');
const osTeam = scored('SKILL_OS_TEAM');
const team = scored('TEAM_DYNAMIC');

const MINDSET_QUESTIONS: readonly CatalogueQuestion[] = [
  mindset({
    slug: 'customer-obsession',
    category: 'customer-obsession',
    name: 'Customer Obsession',
    prompt:
      "How consistently does this person start from the customer's problem, as customers describe it, when making decisions?",
    definition:
      "Anchoring decisions in direct, recent contact with customers rather than in internal opinion or the team's own preferences.",
    bullets: [
      'Talks to customers or prospects every week, not only when a decision is due.',
      'Quotes what specific customers said and did when arguing for a choice.',
      "Notices when a plan serves the team's convenience more than a customer's need, and says so.",
      'Shares customer conversations with the team instead of keeping them as private knowledge.',
    ],
    levels: [
      'Argues decisions from personal opinion or internal goals; customers are rarely mentioned or contacted.',
      'Refers to customers in general terms; direct contact happens mainly when someone else arranges it.',
      'Speaks with customers regularly and brings some of what they said into discussions, though not yet into every key decision.',
      "Grounds most decisions in named, recent customer conversations and pushes back when a plan drifts from the customer's problem.",
      'Keeps the whole team close to customers: sets up the conversations, shares raw notes, and changes course when customer evidence points elsewhere.',
    ],
  }),
  mindset({
    slug: 'evidence-over-opinion',
    category: 'learning-velocity',
    name: 'Evidence Over Opinion',
    prompt: 'How consistently does this person let evidence, rather than opinion or seniority, settle a question?',
    definition:
      "Treating beliefs about customers, markets and product as hypotheses to test, and changing one's position when the evidence points elsewhere.",
    bullets: [
      'States the assumption behind a proposal and what would prove it wrong.',
      "Asks 'How do we know?' of their own ideas as readily as of other people's.",
      'Changes position openly when data contradicts them.',
      'Separates what was observed from how it was interpreted when reporting results.',
    ],
    levels: [
      'Argues from conviction or status; contrary evidence is dismissed or explained away.',
      'Accepts evidence when others bring it, but rarely looks for it before taking a position.',
      'Looks for evidence on important questions, though sometimes reads it selectively to support a favored idea.',
      'Names the assumptions behind decisions, looks for disconfirming data, and updates their view when it arrives.',
      'Makes testing beliefs the team default: agrees in advance which result would change the plan, and is the first to drop a pet idea when it fails.',
    ],
  }),
  mindset({
    slug: 'learning-velocity',
    category: 'learning-velocity',
    name: 'Learning Velocity',
    prompt: 'How consistently does this person turn what they learn into a visible change in what they do?',
    definition:
      'The speed at which someone absorbs new information, from customers, data, peers or mistakes, and acts on it.',
    bullets: [
      'Shortens the gap between learning something and changing the plan, product or pitch.',
      'Runs small, fast learning loops rather than waiting for a perfect answer.',
      'Reviews what happened after a launch, meeting or experiment and writes down what will change next time.',
      'Seeks out people who know more about a topic and learns from them directly.',
    ],
    levels: [
      'Repeats the same approach after it has failed; lessons are neither captured nor acted on.',
      'Recognizes lessons when prompted, but changes behavior slowly or only after the same problem recurs.',
      'Acts on important lessons within weeks; reviews of what happened are occasional.',
      'Turns lessons into concrete changes within days and reviews outcomes as a habit.',
      'Sets a fast learning rhythm for the team: short loops, shared write-ups, and visible changes after every cycle.',
    ],
  }),
  mindset({
    slug: 'coachability',
    category: 'learning-velocity',
    name: 'Coachability',
    prompt:
      'How consistently does this person seek out feedback and act on it, especially when it is uncomfortable to hear?',
    definition:
      'Openness to feedback and advice from teammates, customers, sponsors and mentors, shown by asking for it and acting on it.',
    bullets: [
      'Asks for specific feedback rather than waiting for it.',
      'Listens to criticism without defending or explaining it away in the moment.',
      'Follows up on feedback with a visible change, or explains clearly why not.',
      'Thanks people who deliver hard messages, which makes the next one easier to give.',
    ],
    levels: [
      'Responds to feedback defensively or ignores it; people have stopped offering it.',
      'Accepts feedback when it is offered but rarely asks for it or changes as a result.',
      'Asks for feedback at times and acts on some of it, mostly when it matches their own view.',
      'Regularly asks for feedback, takes hard messages calmly, and shows what they changed.',
      'Invites challenge from everyone, including people junior to them, and visibly changes as a result; others copy the habit.',
    ],
  }),
  mindset({
    slug: 'ownership',
    category: 'ownership',
    name: 'Ownership',
    prompt: 'How consistently does this person take full responsibility for outcomes, not only for their own tasks?',
    definition:
      "Acting as an owner of the venture's results: seeing problems through to resolution without waiting for permission or assigning blame.",
    bullets: [
      'Picks up problems that fall between roles instead of assuming someone else will.',
      "Talks about results ('we lost the pilot') rather than activity ('I sent the proposal').",
      'Admits their own part in a failure before pointing to others or to circumstances.',
      'Follows through until a problem is actually solved, not just handed off.',
    ],
    levels: [
      'Focuses on assigned tasks only; problems outside their remit are left for others, and setbacks are blamed on circumstances.',
      'Owns their own work but waits to be asked before picking up wider problems.',
      'Takes responsibility for results in their area and sometimes steps into gaps between roles.',
      "Treats the venture's outcomes as their own: closes gaps between roles, owns mistakes openly, and follows problems through to resolution.",
      "Raises the team's sense of ownership: no problem is left orphaned while they are around, and others take responsibility more readily because of their example.",
    ],
  }),
  mindset({
    slug: 'bias-to-action',
    category: 'ownership',
    name: 'Bias to Action',
    prompt: 'How consistently does this person move ahead with a sensible next step rather than waiting for certainty?',
    definition:
      'Preferring a small, reversible step now over extended analysis, while recognizing which decisions deserve more care.',
    bullets: [
      'Makes reversible decisions quickly and gives the few irreversible ones more time.',
      'Breaks a stalled question into a step that can be taken this week.',
      'Sets short deadlines for research and keeps to them.',
      'Ties each action to something the team wants to learn or achieve, rather than staying busy for its own sake.',
    ],
    levels: [
      'Waits for complete information or for someone else to decide; work stalls around them.',
      'Acts once a path is obvious, but often loses days or weeks analyzing choices that could easily be reversed.',
      'Usually takes a next step within days, though sometimes over-analyzes, or rushes an irreversible decision under pressure.',
      'Moves quickly on reversible decisions, slows down deliberately on the few irreversible ones, and keeps work flowing.',
      "Sets the team's tempo: turns open questions into concrete next steps in the meeting itself, and knows when to stop and think.",
    ],
  }),
  mindset({
    slug: 'focus',
    category: 'ownership',
    name: 'Focus',
    prompt:
      'How consistently does this person concentrate effort on the few priorities that matter most and say no to the rest?',
    definition:
      'Choosing a small number of priorities that move the venture forward and protecting time for them against distractions and attractive side projects.',
    bullets: [
      "Can name the venture's top one to three priorities at any time, and their own work matches them.",
      'Declines or defers requests, partnerships and features that do not serve those priorities.',
      'Finishes work before starting new work.',
      'Revisits priorities deliberately when evidence changes, not whenever a new idea appears.',
    ],
    levels: [
      'Spreads effort across many initiatives; new ideas regularly displace unfinished work.',
      'Agrees on priorities but is often pulled into side projects or urgent requests.',
      'Works mostly on agreed priorities, with occasional drift toward attractive distractions.',
      'Keeps their work tightly on the top priorities, says no clearly, and finishes what they start.',
      'Keeps the whole team focused: tests new work against the priorities and helps others drop what does not matter.',
    ],
  }),
  mindset({
    slug: 'resourcefulness',
    category: 'ownership',
    name: 'Resourcefulness',
    prompt: 'How consistently does this person find a way to make progress with the time, money and people available?',
    definition:
      'Making progress with limited resources by improvising, borrowing and simplifying, rather than waiting for more budget or people.',
    bullets: [
      'Finds the cheapest, fastest way to test an idea before asking for funding.',
      'Uses networks, existing tools and partners before building or buying.',
      "Treats the budget as the venture's own money, spending where it creates evidence or revenue.",
      "Turns 'we can't until we have X' into 'here is what we can do without X'.",
    ],
    levels: [
      'Progress stops whenever resources are short; asks for more budget or people before trying alternatives.',
      'Makes do when pushed, but defaults to asking for more resources first.',
      'Often finds workable alternatives, though some spending or waiting could have been avoided.',
      'Routinely gets results with little: improvises, borrows and simplifies before spending.',
      'Shows the team how far limited resources can go, and spending decisions across the venture improve because of it.',
    ],
  }),
  mindset({
    slug: 'resilience',
    category: 'resilience',
    name: 'Resilience',
    prompt: 'How consistently does this person stay effective and constructive after setbacks?',
    definition:
      'Recovering from rejection, failure and pressure quickly, keeping judgment and relationships intact, and sustaining effort over months and years.',
    bullets: [
      'Treats a lost deal, failed test or hard review as information, not as a verdict on their worth.',
      'Keeps a steady tone with the team when things go wrong.',
      'Recovers energy within days, not weeks, after a significant setback.',
      'Looks after their own health and asks for help before reaching exhaustion.',
    ],
    levels: [
      'Setbacks derail them for long periods; frustration spills over onto the team, or work stops.',
      'Recovers eventually, but setbacks visibly drain their energy and judgment for a while.',
      'Recovers from most setbacks within days, though large ones still unsettle them and the team notices.',
      'Stays steady under pressure, takes the lesson from a setback, and is quickly back on the next step.',
      'Steadies the team in hard moments: frames setbacks constructively, keeps people moving, and keeps a sustainable pace themselves.',
    ],
  }),
  mindset({
    slug: 'comfort-with-ambiguity',
    category: 'resilience',
    name: 'Comfort With Ambiguity',
    prompt: 'How consistently does this person make sound decisions and stay productive when the facts are incomplete?',
    definition:
      'Working effectively without clear answers, stable plans or complete data, which is the normal state of an early venture.',
    bullets: [
      'Makes a call on the best available information and states how confident they are.',
      'Holds plans loosely and adjusts without distress when they change.',
      'Helps others see what is known, what is unknown and what to do next.',
      'Avoids forcing false certainty, such as detailed long-range plans that the evidence cannot yet support.',
    ],
    levels: [
      'Becomes stuck or anxious without clear answers; pushes for certainty the situation cannot provide.',
      'Copes with uncertainty when others provide structure, but struggles to decide without it.',
      'Works reasonably well with open questions, though sudden changes of plan still cause friction.',
      'Decides and moves forward on incomplete information, is explicit about what is unknown, and adapts calmly when plans change.',
      'Helps the team work well amid uncertainty: maps what is known and unknown, sets sensible next steps, and keeps morale steady through changes.',
    ],
  }),
];

const BUILD_QUESTIONS: readonly CatalogueQuestion[] = [
  build({
    slug: 'mvp-scoping',
    category: 'product-delivery',
    name: 'MVP Scoping',
    prompt:
      'How well does this person scope the smallest product that delivers value and produces the next piece of learning?',
    definition: 'Cutting the product to what the first customers need to get value, and deferring everything else.',
    bullets: [
      'Starts from the core job the customer needs done and cuts features that do not serve it.',
      'Uses manual or off-the-shelf components in place of custom builds where possible.',
      'States what a release is meant to prove before it is built.',
      'Pushes back on scope creep from the team, customers and sponsors.',
    ],
    levels: [
      'Scope grows with every idea; the first release is months away and its purpose is unclear.',
      'Sees the need for a small first release but struggles to cut features once they are on the list.',
      'Scopes a reasonable first release, though it still carries some nice-to-have features and custom work.',
      'Consistently defines lean releases tied to a clear learning or value goal, and holds the line on scope.',
      'Others rely on their scoping: releases are small, purposeful and shipped fast, and each one answers a clear question.',
    ],
  }),
  build({
    slug: 'shipping-cadence',
    category: 'product-delivery',
    name: 'Shipping Cadence',
    prompt: 'How well does this person help the team ship working product to customers in small, frequent increments?',
    definition:
      'Delivering working product to real users on a steady, short rhythm, so that feedback arrives early and risk stays small.',
    bullets: [
      'Breaks work into pieces that can reach customers within days or a couple of weeks.',
      'Keeps a visible plan of what ships next and who owns it.',
      'Raises delays early and cuts scope rather than quietly letting dates slip.',
      'Measures progress by what customers can use, not by work started.',
    ],
    levels: [
      'Releases are rare and unpredictable; work sits unfinished for long periods.',
      'Ships occasionally, usually in large batches that arrive late.',
      'Ships on a fairly regular rhythm, though releases sometimes bundle too much or slip without warning.',
      'Delivers small increments to customers every week or two, flags risks early, and cuts scope to protect dates.',
      'Sets a dependable, fast delivery rhythm that the whole team follows and that sponsors and customers can plan around.',
    ],
  }),
  build({
    slug: 'product-metrics',
    category: 'experimentation',
    name: 'Product Metrics',
    prompt:
      'How well does this person define and use a few metrics that show whether customers get value from the product?',
    definition:
      'Choosing a small set of measures of customer value, such as activation, usage and retention, instrumenting them, and using them to make product decisions.',
    bullets: [
      "Defines what 'activated' and 'retained' mean for this product.",
      'Instruments the product so the numbers are available without manual work.',
      'Reviews the numbers on a fixed schedule and can explain significant changes.',
      'Avoids vanity metrics, such as sign-ups or page views, that do not reflect value.',
    ],
    levels: [
      'No product metrics are tracked, or only vanity numbers are reported.',
      'Some data is collected, but it is not clearly linked to customer value or used in decisions.',
      'Tracks a few meaningful metrics, though definitions or instrumentation are incomplete and reviews are irregular.',
      'Maintains a clear, instrumented set of value metrics, reviews them regularly, and uses them to prioritize work.',
      'Has made the metrics a shared language for the team and its sponsors; the team can explain every significant movement in them.',
    ],
  }),
  build({
    slug: 'customer-retention',
    category: 'product-delivery',
    name: 'Customer Retention',
    prompt: 'How well does this person get new customers to value quickly and keep them coming back?',
    definition:
      'Designing the first experience so that new customers reach value fast, and learning why customers stay or leave.',
    bullets: [
      'Maps the steps from sign-up or contract to the first moment of real value, and shortens them.',
      'Talks to customers who left or went quiet to learn why.',
      'Tracks retention by cohort rather than as a single overall figure.',
      'Puts fixes that keep customers ahead of features that attract new ones when retention is weak.',
    ],
    levels: [
      'Drop-off and churn go unexamined; effort goes into winning new customers while existing ones leave.',
      'Is aware of drop-off but has not identified where or why it happens.',
      'Has found the main drop-off points and their causes, with some improvements under way.',
      'Systematically shortens time to value, studies cohorts, and acts on what departing customers say.',
      'Has made retention a visible strength of the venture, and others on the team adopt their methods.',
    ],
  }),
  build({
    slug: 'positioning',
    category: 'go-to-market',
    name: 'Positioning',
    prompt:
      'How well does this person articulate who the product is for, what it replaces and why it is better, in words customers repeat?',
    definition:
      'A clear, differentiated statement of the target customer, the problem, the alternative the product replaces and its distinctive value, used consistently in product, sales and marketing.',
    bullets: [
      'Explains the product in one or two sentences without jargon.',
      'Names the alternative it replaces and the specific reason to switch.',
      'Tests messages with customers and keeps the wording that makes them lean in.',
      'Keeps the website, pitch and sales materials consistent with the positioning.',
    ],
    levels: [
      'Describes the product by its features; the message changes with each audience.',
      'Has a positioning statement, but it is generic or untested with customers.',
      'Has clear, fairly differentiated positioning, though it is not yet used consistently or tested systematically.',
      'Uses sharp, tested positioning consistently across materials, and customers repeat it back unprompted.',
      'Has made positioning a competitive advantage: it shapes product and sales decisions and is refined as the market shifts.',
    ],
  }),
  build({
    slug: 'founder-led-sales',
    category: 'go-to-market',
    name: 'Founder-Led Sales',
    prompt: 'How well does this person personally sell the product, from first conversation to signed deal?',
    definition:
      'Running the early sales process directly, from finding and qualifying prospects to handling objections and closing, while learning what a repeatable process would look like.',
    bullets: [
      'Keeps a steady pipeline of qualified prospects and knows the next step with each.',
      'Qualifies early on budget, authority, need and timing, and walks away from poor fits.',
      'Asks for the deal clearly and handles objections with evidence.',
      'Writes down what works, so that selling can later be handed to others.',
    ],
    levels: [
      'Has not yet sold to customers, or avoids asking for commitments.',
      'Holds sales conversations but rarely moves them to a clear next step or a close.',
      'Closes some deals, though the pipeline is irregular and qualification is loose.',
      'Runs a disciplined pipeline, qualifies well, closes deals consistently, and records what works.',
      'Has turned founder selling into a documented, repeatable process that others can run with similar results.',
    ],
  }),
  build({
    slug: 'acquisition-channels',
    category: 'go-to-market',
    name: 'Acquisition Channels',
    prompt: 'How well does this person find and test channels that bring in target customers at an acceptable cost?',
    definition:
      'Identifying where target customers can be reached, testing channels with small bets, and measuring the cost and quality of the customers each one brings.',
    bullets: [
      'Tests a few channels with small budgets before scaling any of them.',
      'Measures the cost of acquiring a customer, and the quality of those customers, channel by channel.',
      'Doubles down on what works and stops what does not.',
      "Considers partners and the sponsoring organization's own channels where they fit.",
    ],
    levels: [
      'No deliberate channel testing; customers arrive only through personal networks.',
      'Has tried some channels, but without clear measurement of cost or results.',
      'Has tested several channels with basic measurement and found at least one promising option.',
      'Runs structured channel tests, knows acquisition cost by channel, and concentrates spending on what works.',
      'Has built at least one repeatable, measurable channel with healthy unit economics, and keeps a pipeline of further tests.',
    ],
  }),
  build({
    slug: 'hiring',
    category: 'company-building',
    name: 'Hiring',
    prompt: "How well does this person attract, select and onboard people who raise the team's capability?",
    definition:
      'Defining the roles the venture needs next, finding strong candidates inside or outside the organization, selecting on evidence, and helping new people become effective quickly.',
    bullets: [
      'Defines what a role must achieve in its first six months before recruiting for it.',
      'Uses structured interviews or work samples rather than gut feeling.',
      'Describes the venture honestly to candidates, including its risks.',
      'Gives new people clear goals and context in their first weeks.',
    ],
    levels: [
      'Hires ad hoc or on familiarity; roles and selection criteria are undefined.',
      'Recruits when needed, but with vague role definitions and unstructured interviews.',
      'Defines roles and runs a reasonable process, though selection rigor and onboarding vary.',
      'Runs a structured hiring process with clear outcomes for each role, hires well, and onboards people effectively.',
      'Consistently attracts people stronger than the current team, and new hires become productive quickly.',
    ],
  }),
  build({
    slug: 'runway-management',
    category: 'company-building',
    name: 'Runway Management',
    prompt:
      'How well does this person manage cash, burn and runway so the venture reaches its next milestone before money runs out?',
    definition:
      "Knowing the venture's spending, its remaining runway and the milestones due before the next funding decision, and adjusting spending accordingly.",
    bullets: [
      'Knows the current monthly burn and months of runway without looking them up.',
      'Ties spending to the milestones needed for the next funding decision.',
      'Compares a simple budget with actual spending every month.',
      'Makes cuts early rather than late when milestones slip.',
    ],
    levels: [
      'Does not know the burn rate or runway; spending is not linked to milestones.',
      'Knows the numbers roughly, but budgeting is occasional and not tied to milestones.',
      'Tracks burn and runway monthly and links major spending to milestones, with some gaps.',
      'Manages spending tightly against milestones, forecasts runway accurately, and adjusts early.',
      'Has made financial discipline a strength of the venture: forecasts are reliable and sponsors trust the numbers.',
    ],
  }),
  build({
    slug: 'funding-readiness',
    category: 'company-building',
    name: 'Funding Readiness',
    prompt:
      "How well does this person prepare the evidence and the case for the venture's next funding decision, internal or external?",
    definition:
      'Building a credible case for the next round of funding, from an investment committee or outside investors, on evidence, milestones and a clear plan for the money.',
    bullets: [
      'Knows what evidence the next funders need and plans work to produce it.',
      'Presents traction, risks and the use of funds honestly and clearly.',
      'Keeps funders and sponsors informed between decisions, so that nothing comes as a surprise.',
      'Starts preparing well before the runway requires it.',
    ],
    levels: [
      'Has not considered what the next funding decision requires; preparation starts only when money is nearly gone.',
      'Knows a funding decision is coming but has only a vague view of the evidence funders need.',
      'Is preparing a case with some supporting evidence, though gaps in traction or in the plan remain.',
      'Presents a clear, evidence-based case with defined milestones and use of funds, and keeps funders informed between decisions.',
      'Funders hold up the case as exemplary: the evidence is strong, the ask is precise, and decisions are reached quickly.',
    ],
  }),
];

const VALIDATE_QUESTIONS: readonly CatalogueQuestion[] = [
  validate({
    slug: 'customer-segmentation',
    category: 'customer-discovery',
    name: 'Customer Segmentation',
    prompt: 'How well does this person define a specific early-adopter segment to learn from and sell to first?',
    definition:
      'Narrowing a broad market to a specific group of customers who feel the problem most acutely and can be identified and reached.',
    bullets: [
      'Describes the first target customer by role, context and trigger, not by broad demographics.',
      'Can say where to find these people and how to reach twenty of them this month.',
      'Adjusts the segment when interviews show the problem is sharper elsewhere.',
      'Distinguishes users, buyers and decision makers where they differ.',
    ],
    levels: [
      "Describes the customer as 'everyone' or a whole industry; no specific segment has been chosen.",
      'Has a broad segment in mind but cannot yet say exactly whom to contact or why they would care first.',
      'Has defined a plausible early-adopter segment, though it rests partly on assumption and users and buyers are not yet separated.',
      'Works from a specific, evidence-backed segment with named examples, knows how to reach it, and separates users from buyers.',
      'Sharpens the segment continuously from evidence and can show why this group feels the problem most and will pay first.',
    ],
  }),
  validate({
    slug: 'problem-interviews',
    category: 'customer-discovery',
    name: 'Problem Interviews',
    prompt: 'How well does this person run customer interviews that uncover real behavior rather than polite opinions?',
    definition:
      'Planning and running conversations that reveal how customers experience a problem today, what they have already tried and what it costs them.',
    bullets: [
      "Asks about specific past events ('Tell me about the last time...') rather than hypothetical futures.",
      'Talks far less than the interviewee and does not pitch the solution during discovery.',
      'Follows up on emotion, workarounds and spending, where the real problem usually shows.',
      'Records notes the same day in a form the team can use.',
    ],
    levels: [
      'Has not run problem interviews, or the conversations are sales pitches that collect compliments.',
      'Runs interviews, but questions are often leading or hypothetical, and the solution gets pitched early.',
      'Runs mostly sound interviews focused on past behavior, with some leading questions and inconsistent notes.',
      'Runs disciplined interviews about specific past events, listens more than they talk, and captures clear notes the same day.',
      'Interviews at a level others learn from: uncovers workarounds, costs and buying triggers, and coaches teammates to do the same.',
    ],
  }),
  validate({
    slug: 'insight-synthesis',
    category: 'customer-discovery',
    name: 'Insight Synthesis',
    prompt: 'How well does this person turn a set of customer conversations into clear patterns and decisions?',
    definition:
      'Combining interview notes and other signals into patterns the team can act on, while keeping track of how strong the evidence is.',
    bullets: [
      'Looks for patterns across interviews rather than reacting to the latest conversation.',
      'Counts how many people showed a behavior, not just how vividly one person described it.',
      'Separates strong signals, such as money or time already spent, from weak ones, such as stated interest.',
      'Ends each synthesis with a decision or the next question to test.',
    ],
    levels: [
      'Conversations are not reviewed together; conclusions come from memory or the most recent call.',
      'Summarizes interviews, but mostly as anecdotes, without patterns or counts.',
      'Identifies recurring themes across interviews, though strong and weak signals are sometimes mixed.',
      'Produces clear, counted patterns weighted by signal strength, and ties them to a decision or next test.',
      'Has built a synthesis practice the whole team uses, and its conclusions hold up when tested further.',
    ],
  }),
  validate({
    slug: 'problem-definition',
    category: 'problem-validation',
    name: 'Problem Definition',
    prompt: "How well does this person state the customer's problem clearly, specifically and in customers' own words?",
    definition:
      'Stating the problem precisely enough to test: who has it, when it occurs, how they cope today and why it matters to them.',
    bullets: [
      'Writes a problem statement of one or two sentences that does not mention the solution.',
      "Uses customers' own language, drawn from interviews.",
      'Explains how the problem is handled today and what that costs.',
      'Updates the statement as the evidence changes, and tells the team why.',
    ],
    levels: [
      "Describes the problem as the absence of the team's solution, or cannot state it clearly.",
      'Describes a problem, but in broad, untested terms or internal jargon.',
      'States a specific problem with some customer evidence, though the current workaround and its cost are unclear.',
      "Articulates a precise, evidence-backed problem in customers' words, including how they cope today and what it costs.",
      'Frames the problem sharply enough that others use it to make decisions, and the framing evolves visibly as the team learns.',
    ],
  }),
  validate({
    slug: 'competitive-alternatives',
    category: 'problem-validation',
    name: 'Competitive Alternatives',
    prompt: 'How well does this person understand the alternatives customers use today, including doing nothing?',
    definition:
      "Knowing the real competition for the customer's time and money, from direct competitors to spreadsheets, agencies and inertia, and why customers would switch.",
    bullets: [
      'Lists the alternatives customers named in interviews, not only funded competitors.',
      'Explains what customers like about each alternative, not just its weaknesses.',
      'Identifies what would make a customer switch and what switching would cost them.',
      'Tracks new entrants and changes in the market without being distracted by them.',
    ],
    levels: [
      'Claims there is no competition, or knows competitors only by name.',
      'Knows the main direct competitors but overlooks workarounds, inertia and what customers value in the alternatives.',
      'Maps the main alternatives, including workarounds, with a partial view of switching triggers and costs.',
      "Understands the full set of alternatives from the customer's point of view, including why customers would or would not switch.",
      'Uses a deep understanding of the alternatives to sharpen positioning and strategy, and keeps it current as the market moves.',
    ],
  }),
  validate({
    slug: 'market-sizing',
    category: 'problem-validation',
    name: 'Market Sizing',
    prompt:
      'How well does this person estimate the size of the opportunity from the bottom up, with stated assumptions?',
    definition:
      'Estimating how many target customers exist, what they would pay and how much of the market is reachable, using bottom-up logic and explicit assumptions.',
    bullets: [
      'Builds the estimate from the number of reachable customers multiplied by a realistic price.',
      'States each assumption and where it came from.',
      'Distinguishes the total market from the segment the team can serve first.',
      'Updates the estimate as evidence on pricing and conversion arrives.',
    ],
    levels: [
      "No estimate exists, or it is a headline figure from an analyst report with no link to the team's customers.",
      'Has a top-down estimate with little connection to the target segment or to realistic pricing.',
      'Has a bottom-up estimate, though key assumptions such as price or the number of reachable customers are untested.',
      'Builds a clear bottom-up estimate with sourced assumptions, and separates the first serviceable segment from the total market.',
      'Sizes the market rigorously from evidence, updates the estimate as the team learns, and is credible to sponsors and investors.',
    ],
  }),
  validate({
    slug: 'willingness-to-pay',
    category: 'problem-validation',
    name: 'Willingness to Pay',
    prompt: 'How well does this person test whether customers will pay, and how much, before the product is built?',
    definition:
      'Gathering evidence that customers will pay through commitments such as pre-orders, letters of intent, paid pilots or deposits, not through stated interest.',
    bullets: [
      'Asks for a commitment of money, time or a signature early in the process.',
      'Tests price points directly rather than asking customers what they would pay.',
      'Identifies who holds the budget and how purchasing decisions are made.',
      "Treats compliments and 'keep me posted' as weak signals.",
    ],
    levels: [
      'Has not asked customers to pay or commit; relies on positive feedback as evidence of demand.',
      'Has discussed price in conversations, but without asking for any commitment.',
      'Has asked some customers for commitments and tested a price point, with mixed or early results.',
      'Has secured real commitments, such as pre-orders, paid pilots or letters of intent, and understands the buying process and the budget owner.',
      'Runs deliberate pricing tests, has a growing base of paid commitments, and uses them to shape the business model.',
    ],
  }),
  validate({
    slug: 'assumption-mapping',
    category: 'experimentation',
    name: 'Assumption Mapping',
    prompt: "How well does this person identify the venture's riskiest assumptions and decide which to test first?",
    definition:
      "Making the venture's beliefs about desirability, viability and feasibility explicit, and ranking them by how much they matter and how little evidence supports them.",
    bullets: [
      'Lists assumptions about the customer, value, channel, pricing, cost and feasibility.',
      'Ranks them by how damaging they would be if wrong and how little evidence exists for them.',
      'Tests the riskiest assumption first, even when that is uncomfortable.',
      'Revisits the map after each round of learning.',
    ],
    levels: [
      'Assumptions are implicit; the team works on whatever feels most urgent or most comfortable.',
      'Can list some assumptions when asked, but has not ranked them or tied them to the work.',
      'Keeps a ranked list of assumptions, though the work does not always target the riskiest one.',
      'Maintains an up-to-date, ranked assumption map and aims testing at the riskiest items first.',
      "Uses the assumption map to drive the team's plan and its conversations with sponsors, and updates it after every learning cycle.",
    ],
  }),
  validate({
    slug: 'experiment-design',
    category: 'experimentation',
    name: 'Experiment Design',
    prompt:
      'How well does this person design experiments with a clear hypothesis, a success threshold and a fast, cheap method?',
    definition:
      'Designing tests that can change a decision: a falsifiable hypothesis, a pass-or-fail threshold set in advance, and the cheapest method that produces credible evidence.',
    bullets: [
      'Writes down the hypothesis and the success threshold before running the test.',
      'Chooses the cheapest credible method, such as a landing page, a manually delivered service or a fake-door test, before building.',
      'Defines the sample and the timeframe so that the result means something.',
      'Records the result and the decision it led to.',
    ],
    levels: [
      "Builds or launches without defined hypotheses; 'experiments' have no success criteria.",
      'States what they hope to learn, but thresholds are missing or set after the results arrive.',
      'Designs experiments with hypotheses and thresholds, though methods are sometimes slower or costlier than needed.',
      'Runs well-designed, inexpensive experiments with thresholds set in advance, and acts on the outcome.',
      "Designs experiments that others use as models, and the team's tests settle its key decisions quickly.",
    ],
  }),
  validate({
    slug: 'solution-testing',
    category: 'experimentation',
    name: 'Solution Testing',
    prompt:
      'How well does this person test whether a proposed solution solves the problem, using prototypes before a full build?',
    definition:
      'Putting low-fidelity versions of the solution, such as sketches, clickable prototypes or manually delivered services, in front of target customers to learn whether it solves their problem.',
    bullets: [
      'Uses the lowest-fidelity prototype that can answer the question.',
      'Watches customers use it rather than asking whether they like it.',
      'Tests with the target segment, not with friends or colleagues.',
      'Changes or drops features based on what the tests show.',
    ],
    levels: [
      'Moves from idea to full build without testing the solution with customers.',
      'Shows prototypes or demos to customers, but mostly collects opinions and compliments.',
      'Runs concept or usability tests with target customers, though the findings only partly shape the build.',
      'Regularly tests low-fidelity prototypes with target customers, watches actual behavior, and changes the solution accordingly.',
      'Tests solutions so quickly and decisively that it regularly saves the team from building the wrong thing.',
    ],
  }),
];

const EXEC_SPONSOR_QUESTIONS: readonly CatalogueQuestion[] = [
  sponsor({
    slug: 'strategic-alignment',
    category: 'sponsorship',
    name: 'Strategic Alignment',
    prompt:
      "How well does this person connect the venture to the organization's strategy, so its purpose and value are clear?",
    definition:
      'Explaining why the venture matters to the parent organization, which strategic goal it serves and what success would mean, while leaving the team free to find the path.',
    bullets: [
      'Can state in two sentences why the organization should care about this venture.',
      'Tells the team early about strategic shifts that affect the venture.',
      'Separates the strategic intent, which is fixed, from the solution, which the team should discover.',
      'Revisits the link to strategy when the venture pivots.',
    ],
    levels: [
      "The venture's strategic purpose is unclear, or the team learns of strategic shifts late and secondhand.",
      'Describes the strategic rationale in general terms, but does not share it with the team or keep it current.',
      'Gives the team a clear strategic rationale, though updates on shifts in strategy are irregular.',
      'Keeps the venture tightly linked to strategy, shares relevant shifts promptly, and separates the fixed intent from the open solution.',
      "Makes the venture's strategic value obvious across leadership, and uses shifts in strategy to open new opportunities for the team.",
    ],
  }),
  sponsor({
    slug: 'executive-advocacy',
    category: 'sponsorship',
    name: 'Executive Advocacy',
    prompt: 'How well does this person champion the venture with senior leadership and build support for it?',
    definition:
      'Representing the venture in leadership forums, telling its story with evidence, and building the support it needs to continue.',
    bullets: [
      'Speaks for the venture in leadership meetings the team cannot attend.',
      "Makes the case with the venture's evidence rather than with enthusiasm alone.",
      'Reports back to the team what leadership said and which concerns were raised.',
      'Builds allies among other executives before decisions are made.',
    ],
    levels: [
      'Rarely speaks for the venture in leadership forums; the team does not know how it is seen.',
      'Supports the venture when asked, but does not actively build support or report back.',
      'Advocates for the venture in key forums and sometimes tells the team how it landed.',
      "Champions the venture consistently with evidence, builds allies ahead of decisions, and relays leadership's concerns promptly.",
      'Has built broad leadership support for the venture that survives changes in budgets and leadership.',
    ],
  }),
  sponsor({
    slug: 'stakeholder-alignment',
    category: 'sponsorship',
    name: 'Stakeholder Alignment',
    prompt:
      'How well does this person bring peer executives and functions, such as legal, IT, finance and business units, behind the venture?',
    definition:
      'Securing the cooperation of the functions and business units the venture depends on, and resolving conflicts of interest with them.',
    bullets: [
      'Identifies which stakeholders can help or block the venture, and engages them early.',
      'Negotiates agreements with business units whose customers or products overlap with the venture.',
      'Resolves conflicts between the venture and established businesses at the right level.',
      'Keeps stakeholders informed, so that support does not quietly erode.',
    ],
    levels: [
      'Key functions and business units are unaware of the venture or resist it, and nothing is being done about it.',
      'Engages stakeholders only after problems arise.',
      'Has working relationships with the main stakeholders, though some conflicts remain unresolved.',
      'Engages the right stakeholders early, negotiates clear agreements, and resolves conflicts before they stall the team.',
      'Has turned potential blockers into active supporters; functions cooperate with the venture as a matter of course.',
    ],
  }),
  sponsor({
    slug: 'resource-commitment',
    category: 'sponsorship',
    name: 'Resource Commitment',
    prompt: 'How well does this person secure and protect the funding, people and time the venture was promised?',
    definition:
      'Making sure committed funding, people and time reach the venture on schedule, and protecting them from reallocation during budget cycles.',
    bullets: [
      'Delivers on resource commitments on the agreed timeline.',
      'Protects team members from being pulled back into core business work.',
      'Warns the team early if funding is at risk.',
      'Does not promise resources they cannot deliver.',
    ],
    levels: [
      'Promised resources arrive late, partially or not at all, and the team is not told why.',
      'Secures resources eventually, but delays and reallocations regularly disrupt the team.',
      'Delivers most committed resources, with occasional delays or pressure to share people with other priorities.',
      'Reliably secures and protects promised resources, and gives early warning of any risk to them.',
      'Lets the team plan with full confidence in its resources, even through budget cycles and reorganizations.',
    ],
  }),
  sponsor({
    slug: 'protecting-autonomy',
    category: 'sponsorship',
    name: 'Protecting Autonomy',
    prompt:
      'How well does this person shield the team from processes that would slow it down, while keeping the controls that matter?',
    definition:
      "Giving the venture room to move at startup speed, with lighter processes, faster approvals and its own methods, while managing the organization's legitimate risks.",
    bullets: [
      'Negotiates exemptions from, or lighter versions of, standard processes that do not fit an early venture.',
      'Resists requests to report in formats designed for mature businesses.',
      'Leaves product and customer decisions to the team.',
      'Keeps compliance, brand and legal risks visible and managed rather than ignored.',
    ],
    levels: [
      'The team carries the full weight of corporate process, or the sponsor directs its day-to-day decisions.',
      'Recognizes the burden of process but rarely intervenes, and occasionally overrides team decisions.',
      'Secures some relief from corporate process and generally leaves decisions to the team.',
      'Consistently creates room for the team to move fast and decide for itself, while keeping the key risks managed.',
      'Has established a lasting, lighter way of working for ventures that others in the organization now use.',
    ],
  }),
  sponsor({
    slug: 'decision-speed',
    category: 'sponsorship',
    name: 'Decision Speed',
    prompt: 'How well does this person make the decisions the team needs from them, quickly and clearly?',
    definition:
      'Being available, responding on a timescale that suits a startup, and giving clear answers, including a clear no, so the team is not left waiting.',
    bullets: [
      "Responds to the team's requests for a decision within days, not weeks.",
      'Says clearly what they have decided and why.',
      'Delegates the decisions they do not need to be involved in.',
      'Makes time for the team in a busy calendar and keeps those appointments.',
    ],
    levels: [
      'Decisions wait for weeks or never come; meetings with the team are often cancelled.',
      'Decides eventually, but slowly, and answers are often ambiguous.',
      'Usually decides within a reasonable time, though some decisions stall on their calendar.',
      'Gives clear, timely decisions, is reliably available, and delegates what the team can decide itself.',
      'Is never the bottleneck: the team knows exactly what it can decide alone and gets fast answers on the rest.',
    ],
  }),
  sponsor({
    slug: 'removing-blockers',
    category: 'removing-blockers',
    name: 'Removing Blockers',
    prompt: 'How well does this person remove organizational obstacles that the team cannot clear on its own?',
    definition:
      'Stepping in personally when the venture is stuck on approvals, policies, access or conflicts that need executive authority.',
    bullets: [
      'Asks the team regularly what is blocking it.',
      'Acts on escalations within days and reports back on progress.',
      'Addresses the root cause, such as a policy or an approval path, not only the single case.',
      'Does not take over problems the team can solve itself.',
    ],
    levels: [
      'Blockers raised with this person stay unresolved; the team has stopped escalating.',
      'Helps with blockers when pushed, but slowly and with inconsistent results.',
      'Clears most escalated blockers, though some take longer than the venture can afford.',
      'Asks about blockers before being told, clears them quickly, and fixes recurring causes.',
      'Changes the underlying policies and paths, so the team rarely hits the same obstacle twice.',
    ],
  }),
  sponsor({
    slug: 'access-to-assets',
    category: 'removing-blockers',
    name: 'Access to Assets',
    prompt:
      "How well does this person open the organization's assets, such as customers, data, channels, brand and expertise, to the venture?",
    definition:
      "Giving the venture access to the parent organization's advantages, while protecting the team from the conditions that usually come attached to them.",
    bullets: [
      'Introduces the team to customers, partners and experts inside the organization.',
      'Negotiates access to data, technology, distribution or brand on workable terms.',
      'Helps the team judge which assets are worth using and which would slow it down.',
      'Follows through on introductions until they produce results.',
    ],
    levels: [
      "The venture has no practical access to the organization's assets.",
      'Offers occasional introductions, but access to data, channels or customers remains blocked.',
      'Has opened some useful assets, though access is slow or limited.',
      "Actively brokers access to the assets that matter most, on terms that fit the venture's pace.",
      "Has made the organization's assets a real advantage for the venture over independent startups.",
    ],
  }),
  sponsor({
    slug: 'evidence-based-funding',
    category: 'portfolio-governance',
    name: 'Evidence-Based Funding',
    prompt:
      "How well does this person base continue, pivot or stop decisions on the venture's evidence rather than on plans or politics?",
    definition:
      'Releasing funding in stages against agreed learning milestones, and making hard continue, pivot or stop decisions on what the venture has learned.',
    bullets: [
      'Agrees with the team in advance what evidence the next funding stage requires.',
      'Judges the venture on validated learning, not on how closely it followed the original plan.',
      'Is willing to stop or redirect a venture when the evidence is weak, and does it respectfully.',
      'Does not reward optimistic projections over honest results.',
    ],
    levels: [
      'Funding decisions rest on the business plan, politics or sunk cost; evidence plays little part.',
      'Mentions evidence but still judges the venture mainly against the original plan and forecasts.',
      'Uses evidence in funding decisions, though milestones are not always agreed in advance.',
      'Funds in stages against milestones agreed in advance, and makes continue, pivot or stop calls on the evidence.',
      'Sets the standard for evidence-based funding in the organization, including stopping ventures well and redeploying their people.',
    ],
  }),
  sponsor({
    slug: 'coaching-founders',
    category: 'venture-support',
    name: 'Coaching Founders',
    prompt:
      "How well does this person coach the venture's leaders, asking questions and sharing experience without taking over?",
    definition:
      'Helping the founding team think more clearly and grow as leaders through questions, perspective and honest feedback, while leaving the decisions with them.',
    bullets: [
      'Asks questions that help the team see its own blind spots.',
      'Shares relevant experience and contacts when they are useful.',
      "Gives direct, specific feedback on the team's leadership and progress.",
      'Holds back from prescribing solutions the team should discover for itself.',
    ],
    levels: [
      'Interactions are status checks or instructions; there is little coaching.',
      "Offers advice when asked, but tends to prescribe answers rather than build the team's judgment.",
      'Coaches helpfully in regular meetings, though feedback is sometimes vague or answers come too quickly.',
      'Coaches well: asks sharp questions, gives direct feedback, and leaves the decisions with the team.',
      "Founders cite this person as a major influence on their growth as leaders, and the team's judgment has visibly improved.",
    ],
  }),
];

const OS_TEAM_QUESTIONS: readonly CatalogueQuestion[] = [
  osTeam({
    slug: 'operating-cadence',
    category: 'operating-cadence',
    name: 'Operating Cadence',
    prompt:
      'How well does this person run the regular rhythm of reviews, check-ins and decisions that keeps the venture portfolio moving?',
    definition:
      'Maintaining a predictable cycle of team check-ins, portfolio reviews and decision meetings with clear inputs and outputs, so that ventures get support and decisions happen on time.',
    bullets: [
      'Runs recurring meetings with a clear purpose, an agenda and a record of decisions.',
      'Sends pre-reads in time and keeps meetings short.',
      "Adjusts the cadence to each venture's stage.",
      'Cancels or redesigns meetings that no longer produce decisions.',
    ],
    levels: [
      'Reviews and check-ins are irregular or ad hoc; ventures do not know when decisions will be made.',
      'A cadence exists on paper, but meetings often slip or end without decisions.',
      'Runs a mostly reliable cadence, though some meetings lack clear inputs, outputs or follow-up.',
      "Runs a dependable cadence with good preparation, recorded decisions and follow-up, adapted to each venture's stage.",
      'Has made the cadence a model in the organization: ventures and sponsors plan around it, and decisions reliably happen on time.',
    ],
  }),
  osTeam({
    slug: 'stage-gate-reviews',
    category: 'portfolio-governance',
    name: 'Stage-Gate Reviews',
    prompt:
      'How well does this person prepare and run stage-gate reviews that judge ventures on evidence against clear criteria?',
    definition:
      'Designing and facilitating the reviews at which ventures move to their next stage, with criteria known in advance and decisions grounded in evidence.',
    bullets: [
      'Publishes the criteria for each stage before a venture reaches it.',
      'Helps teams prepare evidence rather than polished presentations.',
      'Facilitates the review so that decision makers focus on evidence and risks.',
      'Records each decision and its reasons, and communicates them to the team promptly.',
    ],
    levels: [
      'Stage criteria are unclear or absent; reviews turn on presentation quality or opinion.',
      'Criteria exist but are applied inconsistently, and teams learn them late.',
      'Runs reviews against known criteria, though evidence standards vary between ventures.',
      'Runs consistent, evidence-based reviews with criteria known in advance, and communicates decisions clearly.',
      'Runs a stage-gate process that teams and sponsors both trust, and whose decisions hold up over time.',
    ],
  }),
  osTeam({
    slug: 'portfolio-reporting',
    category: 'operating-cadence',
    name: 'Portfolio Reporting',
    prompt:
      'How well does this person give sponsors and leadership a clear, honest view of progress across the venture portfolio?',
    definition:
      'Reporting the status, evidence, risks and funding of each venture in a consistent, concise format that supports portfolio decisions.',
    bullets: [
      'Uses one consistent format across ventures, focused on learning and evidence.',
      'Reports bad news as clearly and promptly as good news.',
      'Keeps the reporting burden on venture teams light.',
      'Highlights the decisions leadership needs to make.',
    ],
    levels: [
      'Leadership has no consistent view of the portfolio; reports are ad hoc or missing.',
      'Reports exist but vary by venture, focus on activity, and arrive late.',
      'Provides regular, consistent reports, though they lean toward activity over evidence or soften bad news.',
      'Provides concise, evidence-focused reports that surface risks and pending decisions without burdening teams.',
      "Has made portfolio reporting a trusted basis for leadership's decisions and budgets, and teams find it useful too.",
    ],
  }),
  osTeam({
    slug: 'sponsor-engagement',
    category: 'operating-cadence',
    name: 'Sponsor Engagement',
    prompt:
      'How well does this person keep executive sponsors informed, engaged and acting in support of their ventures?',
    definition:
      'Preparing sponsors for their role, keeping them engaged between reviews, and helping them act at the right moments.',
    bullets: [
      'Briefs new sponsors on what the role involves and how ventures differ from the core business.',
      'Tells sponsors exactly what their ventures need from them.',
      "Raises concerns about a sponsor's behavior tactfully but directly.",
      "Keeps the demands on sponsors' time focused and predictable.",
    ],
    levels: [
      'Sponsors are neither briefed nor engaged; they learn about their ventures only at formal reviews.',
      'Keeps sponsors informed, but rarely tells them what action is needed.',
      'Engages sponsors regularly with clear requests, though some remain passive or misdirected.',
      'Prepares and engages sponsors well, gives them specific asks, and addresses unhelpful sponsor behavior directly.',
      'Makes sponsors measurably more effective; sponsors seek their advice on how to support ventures.',
    ],
  }),
  osTeam({
    slug: 'venture-coaching',
    category: 'venture-support',
    name: 'Venture Coaching',
    prompt: 'How well does this person coach venture teams through discovery, validation and building?',
    definition:
      'Guiding venture teams in the methods and judgment of building a new business, through regular coaching, challenge and practical help.',
    bullets: [
      'Meets teams regularly and adapts the coaching to their stage and gaps.',
      'Challenges weak evidence and vague plans constructively.',
      'Teaches teams to do the work rather than doing it for them.',
      'Follows up on commitments made in coaching sessions.',
    ],
    levels: [
      'Coaching is absent or limited to status checks.',
      "Offers general advice, but it is not tailored to the team's stage or followed up.",
      'Coaches teams regularly with useful input, though challenge or follow-up is inconsistent.',
      'Provides coaching suited to each stage, challenges teams constructively, and builds their independence.',
      "Teams credit this person's coaching with major improvements in how they work, and other coaches learn from the approach.",
    ],
  }),
  osTeam({
    slug: 'method-enablement',
    category: 'venture-support',
    name: 'Method Enablement',
    prompt:
      'How well does this person equip teams with practical methods, tools and templates, and help them use them well?',
    definition:
      'Providing and teaching a consistent, lightweight toolkit for discovery, experimentation and building, adapted to how the organization works.',
    bullets: [
      'Maintains a small set of proven tools and templates rather than a large library.',
      'Runs training that teams can apply the following week.',
      'Checks whether the tools are used and useful, and retires those that are not.',
      "Adapts methods to the organization's constraints without diluting them.",
    ],
    levels: [
      'Teams have no shared methods or tools, or are handed documents without guidance.',
      'Provides tools and occasional training, but adoption is low and the tools are not maintained.',
      'Offers a useful toolkit with some training, and most teams use parts of it.',
      'Maintains a focused, well-used toolkit, trains teams effectively, and improves it from their feedback.',
      "Has built a toolkit and training that are widely adopted, visibly improve ventures' work, and are requested by other parts of the organization.",
    ],
  }),
  osTeam({
    slug: 'team-formation',
    category: 'venture-support',
    name: 'Team Formation',
    prompt: 'How well does this person help form and staff venture teams with the right mix of skills and commitment?',
    definition:
      'Assembling venture teams with the capabilities each stage needs, such as founders, entrepreneurs in residence and specialists, and adjusting them as ventures evolve.',
    bullets: [
      'Assesses which skills a venture needs at its current stage and where the gaps are.',
      'Secures dedicated time for venture team members, not leftover capacity.',
      'Brings in outside talent where the internal pool cannot supply it.',
      'Addresses poor fit or low commitment in a team early.',
    ],
    levels: [
      'Ventures are staffed with whoever is available, often part-time and regardless of skill gaps.',
      'Recognizes skill gaps but rarely manages to fill them or to secure dedicated time.',
      'Staffs ventures reasonably well, though some gaps or part-time commitments persist.',
      'Forms balanced, dedicated teams matched to each stage, and deals with gaps and problems of fit early.',
      'Consistently forms well-composed venture teams; the organization turns to this person first for venture talent.',
    ],
  }),
  osTeam({
    slug: 'clearing-friction',
    category: 'removing-blockers',
    name: 'Clearing Friction',
    prompt:
      'How well does this person clear routine organizational friction, in procurement, legal, IT and finance, for venture teams?',
    definition:
      "Creating fast, repeatable paths through the organization's routine processes, so that venture teams can buy, contract, build and launch without long delays.",
    bullets: [
      'Knows whom to call in each function and has working relationships with them.',
      'Sets up pre-approved paths, such as fast-track procurement or standard pilot contracts.',
      'Escalates to sponsors only what cannot be solved at working level.',
      'Tracks recurring friction and fixes the process, not just the case.',
    ],
    levels: [
      'Teams navigate corporate processes alone and lose weeks to routine approvals.',
      'Helps with individual cases when asked, with inconsistent speed.',
      'Resolves most routine friction quickly, though few standing fast-track paths exist.',
      'Has established fast paths through the main functions and resolves exceptions quickly.',
      'Has built standing paths that are now part of how the organization works, so routine friction rarely slows a venture.',
    ],
  }),
  osTeam({
    slug: 'stopping-ventures',
    category: 'portfolio-governance',
    name: 'Stopping Ventures',
    prompt:
      'How well does this person help the organization stop or redirect ventures cleanly when the evidence is weak?',
    definition:
      'Making stopping a normal, respectful outcome: recognizing when a venture should end, handling the decision with care, capturing what was learned and redeploying the people.',
    bullets: [
      'Raises the possibility of stopping early when the evidence stays weak.',
      'Prepares stop decisions with the evidence and a plan for the people involved.',
      'Runs a retrospective that captures the learning for the portfolio.',
      'Treats team members with respect, so that a stopped venture does not harm their careers.',
    ],
    levels: [
      'Weak ventures continue for lack of a decision, or are stopped abruptly with no learning captured.',
      'Stops ventures occasionally, but late, and with little care for the learning or the people involved.',
      'Helps stop ventures when the evidence is clear, capturing some of the learning and supporting the team.',
      'Raises stop decisions early, handles them respectfully, captures the learning, and helps redeploy the team.',
      'Has made stopping a healthy part of the portfolio: people volunteer for new ventures because they trust how endings are handled.',
    ],
  }),
  osTeam({
    slug: 'shared-learning',
    category: 'operating-cadence',
    name: 'Shared Learning',
    prompt:
      'How well does this person spread what one venture learns to the rest of the portfolio and the organization?',
    definition:
      'Capturing the insights, methods and mistakes of each venture and making them easy for other teams and for leadership to find and use.',
    bullets: [
      'Runs short retrospectives at key milestones and records the results.',
      'Connects teams that face similar problems.',
      'Keeps a concise, searchable record of customer insights and experiment results.',
      'Shares portfolio-level lessons with leadership to improve how ventures are funded and supported.',
    ],
    levels: [
      "Learning stays within individual ventures; teams repeat each other's mistakes.",
      'Learning is shared informally and irregularly, through personal contacts.',
      'Captures and shares some learning, though it is hard to find or rarely reused.',
      'Systematically captures and shares learning across ventures, and teams use it.',
      'Helps the portfolio learn as a whole: lessons from one venture regularly change how others work and how leadership invests.',
    ],
  }),
];

/*
 * Team dynamics and open questions are answered once, about the team (subject 'TEAM'), so they are worded for the
 * team. Catalogue version 2 reworded them under new ids ('team-dynamic-team-…', 'open-team-…'); the version 1 ids
 * ('team-dynamic-trust', 'open-greatest-strength', …) asked about 'this person' and stay in the read model, retired,
 * for the reflections published with them.
 */
const TEAM_DYNAMIC_QUESTIONS: readonly CatalogueQuestion[] = [
  team({
    slug: 'team-trust',
    category: 'trust',
    name: 'Trust',
    prompt: 'How consistently does the team build trust through reliability, honesty and good intent?',
    definition:
      "A team whose members rely on each other's word, assume good intentions, and can be open about weaknesses and mistakes.",
    bullets: [
      'Members do what they say they will do, or warn early when they cannot.',
      'Mistakes and gaps in knowledge are admitted openly.',
      "When a teammate's action is surprising, others assume good intent and ask before judging.",
      'Confidences are kept, and no one talks about teammates behind their backs.',
    ],
    levels: [
      'Members are wary of relying on one another; commitments slip without warning, or intentions are questioned.',
      'Members are generally reliable, but guarded about mistakes and quick to assume the worst of each other.',
      'Members trust each other on most matters, though openness about mistakes or doubts is limited.',
      'Members are reliably honest and dependable, admit mistakes readily, and give each other the benefit of the doubt.',
      "Trust is the team's foundation: members are open about weaknesses, and tensions get resolved directly.",
    ],
  }),
  team({
    slug: 'team-psychological-safety',
    category: 'trust',
    name: 'Psychological Safety',
    prompt: 'How consistently does the team make it safe for everyone to speak up, ask questions and admit mistakes?',
    definition:
      'A climate in which every team member can raise concerns, offer half-formed ideas and report bad news without fear of embarrassment or punishment.',
    bullets: [
      'Quieter members are invited to contribute, and are listened to when they do.',
      'Bad news is met with curiosity rather than blame.',
      'Members ask questions that show it is acceptable not to know.',
      'Dismissive or belittling behavior is addressed when it happens.',
    ],
    levels: [
      'Members hold back; dissent or bad news is met with irritation or blame.',
      'Input is not discouraged but rarely invited; reactions to bad news are sometimes sharp.',
      'The team generally welcomes input and bad news, though quieter voices are often overlooked.',
      'The team actively invites every voice, responds to mistakes with curiosity, and challenges dismissive behavior.',
      'Everyone speaks up freely, newcomers and quieter members included, so problems surface early.',
    ],
  }),
  team({
    slug: 'team-productive-conflict',
    category: 'conflict-and-decisions',
    name: 'Productive Conflict',
    prompt: 'How consistently does the team engage in open, direct debate about ideas, without making it personal?',
    definition:
      'Surfacing disagreement early and debating it on its merits, so the team makes better decisions and tension does not build up unspoken.',
    bullets: [
      'Disagreement is raised in the meeting rather than afterward.',
      'Debate is about ideas, evidence and options, not about people.',
      'Members state the strongest version of the other view before rebutting it.',
      'The debate ends once a decision is reached.',
    ],
    levels: [
      'The team avoids disagreement or lets it turn personal; concerns surface later, outside the room.',
      'Disagreement is voiced occasionally, but members often hold back or become defensive.',
      'The team debates most important topics, though some disagreements stay unspoken or get heated.',
      "Members raise disagreement early and directly, keep it about the issue, and engage with each other's strongest arguments.",
      'The team debates well: hidden disagreement is drawn out, the tone stays constructive, and conflict turns into better decisions.',
    ],
  }),
  team({
    slug: 'team-decision-making',
    category: 'conflict-and-decisions',
    name: 'Decision Making',
    prompt: 'How consistently does the team reach clear, timely decisions with the right people involved?',
    definition:
      'A decision process in which it is clear who decides, input is gathered efficiently, and decisions are made on time and recorded.',
    bullets: [
      'For every open decision, the team knows who decides and by when.',
      'Relevant input and evidence arrive before the decision, not after it.',
      'Decisions are made once enough information is available.',
      'Decisions and their reasons are recorded where everyone can find them.',
    ],
    levels: [
      'Decisions stall or get reopened; who decides is often unclear.',
      'The team makes decisions, but rarely clarifies who owns them or when they are due.',
      'Most decisions are reached on time, though some drift or lack a clear owner.',
      'Decision owners and deadlines are clear, input comes early, and decisions get closed.',
      'The team decides quickly and clearly; reopened decisions are rare.',
    ],
  }),
  team({
    slug: 'team-disagree-and-commit',
    category: 'conflict-and-decisions',
    name: 'Disagree and Commit',
    prompt:
      'How consistently does the team fully support its decisions once they are made, including members who argued against them?',
    definition:
      "Members committing wholeheartedly to the team's decision after a fair debate, and reopening it only on new evidence, not through repeated objections or quiet resistance.",
    bullets: [
      "Decisions are carried out with full effort, whatever each member's original view.",
      "Members present a decision to others as the team's decision.",
      'A decision is revisited only when new evidence emerges, and through the agreed process.',
      "No one says 'I told you so' if a decision turns out badly.",
    ],
    levels: [
      'Settled decisions are reopened, worked around, or disowned in front of others.',
      'Members comply with decisions they disagreed with, but half-heartedly.',
      'Members usually commit fully, though decisions are occasionally reopened without new evidence.',
      'Members commit fully to team decisions whatever their initial position, and raise them again only with new evidence.',
      'Even the fiercest debates end with everyone pulling in the same direction.',
    ],
  }),
  team({
    slug: 'team-information-sharing',
    category: 'communication',
    name: 'Information Sharing',
    prompt: 'How consistently does the team share relevant information promptly and openly?',
    definition:
      'Members keeping each other informed about customer insights, progress, risks and decisions, so that no one works from stale or partial information.',
    bullets: [
      'Important news, good or bad, is shared the same day.',
      'Updates are concise and can be read without a meeting.',
      'No one holds information back as a source of influence.',
      'The people affected by a change hear about it.',
    ],
    levels: [
      'Members often learn important information late or from outside the team; information is held back.',
      'Information is shared when asked for, but rarely volunteered.',
      'Members keep each other informed on most matters, though some updates arrive late or incomplete.',
      'Relevant information, bad news included, is shared promptly and clearly, and reaches the right people.',
      'Everyone works from shared, current information: openness is simply how the team operates.',
    ],
  }),
  team({
    slug: 'team-listening',
    category: 'communication',
    name: 'Listening',
    prompt: 'How consistently does the team listen to understand, so that every member feels heard?',
    definition:
      'Members giving each other full attention, seeking to understand a point before responding, and showing that what was said made a difference.',
    bullets: [
      'Members let each other finish, and ask clarifying questions before responding.',
      "Members summarize another's view accurately before disagreeing with it.",
      'Conversations get full attention, without multitasking.',
      "Views and plans change when someone's input warrants it, and the team says so.",
    ],
    levels: [
      'Members often interrupt or talk over each other; many feel unheard.',
      'Members listen when the topic interests them, but often wait to talk rather than to understand.',
      'Members listen attentively in most conversations, though they sometimes respond before fully understanding.',
      "Members listen to understand, reflect each other's points accurately, and show how input was used.",
      'Every member reliably feels heard and understood, so problems are brought to the team early to think through.',
    ],
  }),
  team({
    slug: 'team-accountability',
    category: 'ownership',
    name: 'Accountability',
    prompt: 'How consistently does the team deliver on its commitments, and own it openly when it does not?',
    definition:
      'Meeting agreed commitments on time and to the agreed standard, and being open about any miss, its cause and the plan to recover.',
    bullets: [
      'Commitments are specific, with an owner and a date.',
      'Work is delivered on time, or renegotiated before the deadline rather than after it.',
      'Misses are reported plainly, without excuses, together with a recovery plan.',
      'Commitments are tracked without anyone needing reminders.',
    ],
    levels: [
      'Commitments are often missed without warning, and the misses are explained away.',
      'Some commitments are met, but deadlines often slip and renegotiation comes late.',
      'The team delivers on most commitments and usually flags problems, though sometimes late.',
      'The team reliably delivers what it promises, renegotiates early when needed, and owns misses openly.',
      'The team is a benchmark for reliability: others plan around its commitments with confidence.',
    ],
  }),
  team({
    slug: 'team-peer-accountability',
    category: 'ownership',
    name: 'Peer Accountability',
    prompt:
      'How consistently does the team hold its members to their commitments and standards, peer to peer, directly and respectfully?',
    definition:
      'Members raising missed commitments and slipping standards directly with each other, rather than leaving it to a leader or letting it pass.',
    bullets: [
      'A missed commitment is raised with the member concerned, directly and promptly.',
      'The focus is on the impact and the next step, not on blame.',
      'The same standard applies to everyone, senior members and friends included.',
      'Members welcome being held to account in return.',
    ],
    levels: [
      'Missed commitments pass, or members complain about them to others instead of to the member concerned.',
      'Problems are raised between peers only once they become serious, or are left to a leader.',
      'Members raise missed commitments with each other in most cases, though unevenly or with some hesitation.',
      'Members hold each other to commitments directly, promptly and respectfully, and accept the same in return.',
      'Peers hold each other to account as a matter of course, and standards stay high without a leader enforcing them.',
    ],
  }),
  team({
    slug: 'team-role-clarity',
    category: 'ownership',
    name: 'Role Clarity',
    prompt: 'How consistently does the team keep roles and responsibilities clear, and work within the agreed split?',
    definition:
      'A clear, agreed division of responsibilities, so that everyone knows who owns each area and decision, and work is neither duplicated nor dropped.',
    bullets: [
      'Every member can state what they own and what each teammate owns.',
      "Members respect the agreed split and consult the owner before acting in someone else's area.",
      'Overlaps and gaps are raised as soon as they appear.',
      'Roles are revisited as the venture grows and its needs change.',
    ],
    levels: [
      "Members step into each other's areas without consulting, or work goes undone because ownership is unclear.",
      'Members know their own roles, but overlaps are common and gaps go unmentioned.',
      'The team works mostly within clear roles, though overlaps and gaps are raised late.',
      "Roles are clear, members respect each other's ownership, and overlaps and gaps are raised promptly.",
      'Roles stay explicit and current as the team grows, so duplicated and dropped work are rare.',
    ],
  }),
];

const OPEN_QUESTIONS: readonly CatalogueQuestion[] = [
  open({
    slug: 'team-greatest-strength',
    category: 'reflection',
    name: 'Greatest Strength',
    prompt: "What is the team's greatest strength? Describe a recent example.",
    definition:
      'The strength the team can count on, illustrated with a concrete example so that it can be recognized and used more.',
    bullets: [
      'Name one strength rather than several.',
      'Describe a specific, recent situation in which it made a difference.',
      'Say what effect it had on the venture, on customers or on results.',
    ],
  }),
  open({
    slug: 'team-growth-area',
    category: 'reflection',
    name: 'Biggest Growth Area',
    prompt: 'What one change in how the team works would help the venture most over the next three months?',
    definition: 'The single most valuable development step for the team, stated concretely enough to act on.',
    bullets: [
      'Focus on one change, not a list.',
      'Describe how the team works now and what you would like to see instead.',
      'Explain why it matters for the venture at its current stage.',
    ],
  }),
  open({
    slug: 'team-start-stop-continue',
    category: 'reflection',
    name: 'Start, Stop, Continue',
    prompt: 'What should the team start doing, stop doing and continue doing?',
    definition: 'A short, balanced set of suggestions: one practice to add, one to drop and one to keep.',
    bullets: [
      'Give one item each for start, stop and continue.',
      'Describe practices and behaviors, not personalities.',
      'Make each item specific enough to act on next week.',
    ],
  }),
  open({
    slug: 'team-support-needed',
    category: 'reflection',
    name: 'Support Needed',
    prompt: 'What support does the team need, from inside or outside the venture, to do its best work?',
    definition: 'The help, resources or changes that would make the team more effective.',
    bullets: [
      'Consider skills, information, time, resources and relationships.',
      'Say who could provide the support.',
      'Note anything the team itself could change.',
    ],
  }),
  open({
    slug: 'team-one-request',
    category: 'reflection',
    name: 'One Request',
    prompt: 'If you could ask the team for one thing over the next quarter, what would it be, and why?',
    definition: 'The single request that would most improve how you, the team and the venture work together.',
    bullets: [
      'Make the request specific and achievable within a quarter.',
      'Explain the difference it would make.',
      'Offer what you could do in return, if anything.',
    ],
  }),
  open({
    slug: 'team-unspoken-issue',
    category: 'reflection',
    name: 'Unspoken Issue',
    prompt: 'What is one thing about how the team works together that it has not yet discussed openly?',
    definition:
      'A topic affecting how the team works together that has not been raised directly, offered constructively.',
    bullets: [
      "Describe the situation and its effect, not a judgment of anyone's character.",
      'Suggest how it could be raised or addressed.',
      'Focus on what would help the team work better from here.',
    ],
  }),
  open({
    slug: 'team-recent-progress',
    category: 'reflection',
    name: 'Recent Progress',
    prompt: 'What has changed in how the team works since the last reflection? What evidence have you seen?',
    definition: 'Change observed since the previous reflection, used to judge whether development efforts are working.',
    bullets: [
      'Compare with the last reflection or with the goals agreed after it.',
      'Give a concrete example of a change, or of something that has not changed.',
      'Suggest the focus for the next period.',
    ],
  }),
  open({
    slug: 'team-anything-else',
    category: 'reflection',
    name: 'Anything Else',
    prompt: 'Is there anything else the team should know about how it works or how it affects the venture?',
    definition: 'Any observation the other questions did not capture.',
    bullets: [
      'Add only what the earlier answers did not cover.',
      'Be specific, and give an example where you can.',
      'Write what you would be comfortable saying to the team directly.',
    ],
  }),
];

/** Every catalogue question, grouped by type in the order of QUESTION_TYPES. */
export const QUESTIONS: readonly CatalogueQuestion[] = [
  ...MINDSET_QUESTIONS,
  ...BUILD_QUESTIONS,
  ...VALIDATE_QUESTIONS,
  ...EXEC_SPONSOR_QUESTIONS,
  ...OS_TEAM_QUESTIONS,
  ...TEAM_DYNAMIC_QUESTIONS,
  ...OPEN_QUESTIONS,
];
