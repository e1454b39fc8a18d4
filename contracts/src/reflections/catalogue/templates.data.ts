import type { SystemTemplate } from './catalogue.types';

/** What every template's instructions say about confidentiality, word for word. */
const AGGREGATION =
  'Your ratings of other people are only ever shown inside averages, never one by one; the note below says how, and when.';

/** Team dynamics and open questions are answered once, about the team: the instructions say so. */
const ABOUT_THE_TEAM = 'Team dynamics and open questions are answered once, about the team as a whole.';
const OPEN_ABOUT_THE_TEAM = 'The open question at the end is answered once, about the team as a whole.';

/**
 * The system templates (client_id 'ALL', read-only), in the spec's order. The 'blank' template is not data: the
 * builder's 'Build custom form' starts blank. A Baseline takes about 15 minutes (50 s per scored question, 90 s per
 * open question); a Follow-up about 8.
 */
export const SYSTEM_TEMPLATES: readonly SystemTemplate[] = [
  {
    template_id: 'system-cofounder-baseline',
    template_name: 'Cofounder Assessment - Baseline',
    assessment_type: 'TEAM',
    assessment_description:
      'A broad first reflection for a cofounder team, covering the mindsets, core validation and building skills, and team dynamics that most affect an early venture. Later reflections are compared with it.',
    assessment_instructions: `For each question, rate every person shown, including yourself where you appear, based on what you have seen over the last three months rather than on intentions. ${ABOUT_THE_TEAM} Add a short example in the comment wherever you can; the open questions at the end need a written answer. ${AGGREGATION} Allow about 15 minutes.`,
    sections: [
      {
        section_name: 'Founder Mindset',
        section_description:
          'How each founder thinks and behaves when facing customers, evidence, setbacks and responsibility for results.',
        question_ids: [
          'mindset-customer-obsession',
          'mindset-evidence-over-opinion',
          'mindset-learning-velocity',
          'mindset-ownership',
          'mindset-resilience',
        ],
      },
      {
        section_name: 'Validating and Building',
        section_description:
          'The core skills of learning from customers, testing ideas cheaply, and turning what is learned into a focused product and first sales.',
        question_ids: [
          'skill-validate-problem-interviews',
          'skill-validate-problem-definition',
          'skill-validate-experiment-design',
          'skill-build-mvp-scoping',
          'skill-build-founder-led-sales',
        ],
      },
      {
        section_name: 'Working as a Founding Team',
        section_description:
          'How the founders trust each other, disagree, decide, keep commitments and divide responsibilities.',
        question_ids: [
          'team-dynamic-team-trust',
          'team-dynamic-team-productive-conflict',
          'team-dynamic-team-decision-making',
          'team-dynamic-team-accountability',
          'team-dynamic-team-role-clarity',
        ],
      },
      {
        section_name: 'In Your Own Words',
        section_description:
          'Written observations that the scores cannot capture: a strength to build on and one change to make.',
        question_ids: ['open-team-greatest-strength', 'open-team-growth-area'],
      },
    ],
  },
  {
    template_id: 'system-cofounder-validate',
    template_name: 'Cofounder Assessment - Validate',
    assessment_type: 'TEAM',
    assessment_description:
      'A reflection for cofounder teams in the validation stage: how well each founder finds the right customers, establishes a real and valuable problem, and tests the riskiest assumptions.',
    assessment_instructions: `For each validation skill, rate every person shown, including yourself where you appear, based on the work you have seen in recent weeks. Use the comments to point to specific interviews, experiments or decisions. ${OPEN_ABOUT_THE_TEAM} ${AGGREGATION} Allow about 10 minutes.`,
    sections: [
      {
        section_name: 'Customer Discovery',
        section_description:
          'Choosing a specific early-adopter segment, interviewing customers well and turning conversations into clear patterns.',
        question_ids: [
          'skill-validate-customer-segmentation',
          'skill-validate-problem-interviews',
          'skill-validate-insight-synthesis',
        ],
      },
      {
        section_name: 'Problem and Market',
        section_description:
          'Defining the problem precisely, understanding the alternatives customers use today, sizing the opportunity and testing whether customers will pay.',
        question_ids: [
          'skill-validate-problem-definition',
          'skill-validate-competitive-alternatives',
          'skill-validate-market-sizing',
          'skill-validate-willingness-to-pay',
        ],
      },
      {
        section_name: 'Experiments and Evidence',
        section_description:
          'Ranking the riskiest assumptions and testing them, and the proposed solution, with fast, cheap and decisive experiments.',
        question_ids: [
          'skill-validate-assumption-mapping',
          'skill-validate-experiment-design',
          'skill-validate-solution-testing',
        ],
      },
      {
        section_name: 'In Your Own Words',
        section_description: 'Concrete suggestions on what the founding team should start, stop and continue doing.',
        question_ids: ['open-team-start-stop-continue'],
      },
    ],
  },
  {
    template_id: 'system-cofounder-build',
    template_name: 'Cofounder Assessment - Build',
    assessment_type: 'TEAM',
    assessment_description:
      'A reflection for cofounder teams in the build stage: how well each founder ships and improves the product, takes it to market, and builds the team and finances behind it.',
    assessment_instructions: `For each building skill, rate every person shown, including yourself where you appear, based on the work you have seen in recent weeks. Use the comments to point to specific releases, deals, metrics or decisions. ${OPEN_ABOUT_THE_TEAM} ${AGGREGATION} Allow about 10 minutes.`,
    sections: [
      {
        section_name: 'Product Delivery',
        section_description:
          'Scoping lean releases, shipping them often, measuring customer value and keeping customers once they arrive.',
        question_ids: [
          'skill-build-mvp-scoping',
          'skill-build-shipping-cadence',
          'skill-build-product-metrics',
          'skill-build-customer-retention',
        ],
      },
      {
        section_name: 'Go-to-Market',
        section_description:
          'Positioning the product, selling it personally and finding channels that bring in customers at an acceptable cost.',
        question_ids: ['skill-build-positioning', 'skill-build-founder-led-sales', 'skill-build-acquisition-channels'],
      },
      {
        section_name: 'Building the Company',
        section_description:
          'Hiring well, managing cash and runway, and preparing the case for the next funding decision.',
        question_ids: ['skill-build-hiring', 'skill-build-runway-management', 'skill-build-funding-readiness'],
      },
      {
        section_name: 'In Your Own Words',
        section_description: 'Concrete suggestions on what the founding team should start, stop and continue doing.',
        question_ids: ['open-team-start-stop-continue'],
      },
    ],
  },
  {
    template_id: 'system-exec-sponsor-baseline',
    template_name: 'Executive Sponsor GrowthCatalyst - Baseline',
    assessment_type: 'TEAM',
    assessment_description:
      "A first reflection on executive sponsorship: how the sponsor connects the venture to the organization's strategy, clears its path, funds it on evidence and works with its team. Later follow-ups are compared with it.",
    assessment_instructions: `For each question, rate every person shown, including yourself where you appear, based on what you have seen over the last three months rather than on intentions. ${ABOUT_THE_TEAM} Add a short example in the comment wherever you can; the open questions at the end need a written answer. ${AGGREGATION} Allow about 15 minutes.`,
    sections: [
      {
        section_name: 'Sponsorship and Alignment',
        section_description:
          "How the sponsor ties the venture to the organization's strategy, wins support from leadership and peers, secures resources and decides quickly.",
        question_ids: [
          'skill-exec-sponsor-strategic-alignment',
          'skill-exec-sponsor-executive-advocacy',
          'skill-exec-sponsor-stakeholder-alignment',
          'skill-exec-sponsor-resource-commitment',
          'skill-exec-sponsor-decision-speed',
        ],
      },
      {
        section_name: 'Clearing the Path',
        section_description:
          "How the sponsor removes obstacles, opens the organization's assets, protects the team's autonomy, funds on evidence and coaches the founders.",
        question_ids: [
          'skill-exec-sponsor-removing-blockers',
          'skill-exec-sponsor-access-to-assets',
          'skill-exec-sponsor-protecting-autonomy',
          'skill-exec-sponsor-evidence-based-funding',
          'skill-exec-sponsor-coaching-founders',
        ],
      },
      {
        section_name: 'Mindset and Working Together',
        section_description:
          'How the sponsor handles evidence and uncertainty, and how they build trust, listen and debate with the venture team.',
        question_ids: [
          'mindset-evidence-over-opinion',
          'mindset-comfort-with-ambiguity',
          'team-dynamic-team-trust',
          'team-dynamic-team-listening',
          'team-dynamic-team-productive-conflict',
        ],
      },
      {
        section_name: 'In Your Own Words',
        section_description: 'A strength to build on and the one request that would help the venture most.',
        question_ids: ['open-team-greatest-strength', 'open-team-one-request'],
      },
    ],
  },
  {
    template_id: 'system-exec-sponsor-follow-up',
    template_name: 'Executive Sponsor GrowthCatalyst - Follow-up',
    assessment_type: 'TEAM',
    assessment_description:
      'A short follow-up to the Executive Sponsor Baseline that tracks the sponsorship behaviors that matter most to a venture and what has changed since the last reflection.',
    assessment_instructions: `For each question, rate every person shown, including yourself where you appear, thinking only of the period since the last reflection. ${ABOUT_THE_TEAM} In the open question, describe what has changed and give an example. ${AGGREGATION} Allow about 8 minutes.`,
    sections: [
      {
        section_name: 'Sponsorship',
        section_description:
          'Whether the sponsor keeps the venture tied to strategy, champions it, delivers the promised resources and decides quickly.',
        question_ids: [
          'skill-exec-sponsor-strategic-alignment',
          'skill-exec-sponsor-executive-advocacy',
          'skill-exec-sponsor-resource-commitment',
          'skill-exec-sponsor-decision-speed',
        ],
      },
      {
        section_name: 'Clearing the Path',
        section_description:
          "Whether the sponsor removes blockers, opens the organization's assets, funds on evidence and is trusted by the team.",
        question_ids: [
          'skill-exec-sponsor-removing-blockers',
          'skill-exec-sponsor-access-to-assets',
          'skill-exec-sponsor-evidence-based-funding',
          'team-dynamic-team-trust',
        ],
      },
      {
        section_name: 'Since the Last Reflection',
        section_description: 'The change you have observed since the last reflection, with evidence.',
        question_ids: ['open-team-recent-progress'],
      },
    ],
  },
  {
    template_id: 'system-os-team-baseline',
    template_name: 'OS Team GrowthCatalyst - Baseline',
    assessment_type: 'TEAM',
    assessment_description:
      'A first reflection for the operating team that runs the venture portfolio: how it keeps the portfolio moving, supports venture teams and works together as a team. Later follow-ups are compared with it.',
    assessment_instructions: `For each question, rate every person shown, including yourself where you appear, based on what you have seen over the last three months rather than on intentions. ${ABOUT_THE_TEAM} Add a short example in the comment wherever you can; the open questions at the end need a written answer. ${AGGREGATION} Allow about 15 minutes.`,
    sections: [
      {
        section_name: 'Running the Portfolio',
        section_description:
          'How the operating rhythm, stage-gate reviews, reporting, stop decisions and shared learning keep the portfolio moving on evidence.',
        question_ids: [
          'skill-os-team-operating-cadence',
          'skill-os-team-stage-gate-reviews',
          'skill-os-team-portfolio-reporting',
          'skill-os-team-stopping-ventures',
          'skill-os-team-shared-learning',
        ],
      },
      {
        section_name: 'Supporting Ventures',
        section_description:
          'How venture teams are coached, equipped, staffed and helped through the organization, and how sponsors are engaged on their behalf.',
        question_ids: [
          'skill-os-team-venture-coaching',
          'skill-os-team-method-enablement',
          'skill-os-team-team-formation',
          'skill-os-team-clearing-friction',
          'skill-os-team-sponsor-engagement',
        ],
      },
      {
        section_name: 'Team Dynamics',
        section_description:
          'How the operating team trusts each other, debates, keeps commitments, divides responsibilities and shares information.',
        question_ids: [
          'team-dynamic-team-trust',
          'team-dynamic-team-productive-conflict',
          'team-dynamic-team-accountability',
          'team-dynamic-team-role-clarity',
          'team-dynamic-team-information-sharing',
        ],
      },
      {
        section_name: 'In Your Own Words',
        section_description: 'A strength to build on, and a topic the team has not yet discussed openly.',
        question_ids: ['open-team-greatest-strength', 'open-team-unspoken-issue'],
      },
    ],
  },
  {
    template_id: 'system-os-team-follow-up',
    template_name: 'OS Team GrowthCatalyst - Follow-up',
    assessment_type: 'TEAM',
    assessment_description:
      'A short follow-up to the OS Team Baseline that tracks the operating skills and team dynamics that matter most, and what has changed since the last reflection.',
    assessment_instructions: `For each question, rate every person shown, including yourself where you appear, thinking only of the period since the last reflection. ${ABOUT_THE_TEAM} In the open question, describe what has changed and give an example. ${AGGREGATION} Allow about 8 minutes.`,
    sections: [
      {
        section_name: 'Operating the Portfolio',
        section_description:
          'Whether the operating rhythm, stage-gate reviews, coaching, clearing of friction and shared learning are working for the ventures.',
        question_ids: [
          'skill-os-team-operating-cadence',
          'skill-os-team-stage-gate-reviews',
          'skill-os-team-venture-coaching',
          'skill-os-team-clearing-friction',
          'skill-os-team-shared-learning',
        ],
      },
      {
        section_name: 'Team Dynamics',
        section_description:
          'Whether the operating team trusts each other, keeps its commitments and debates productively.',
        question_ids: [
          'team-dynamic-team-trust',
          'team-dynamic-team-accountability',
          'team-dynamic-team-productive-conflict',
        ],
      },
      {
        section_name: 'Since the Last Reflection',
        section_description: 'The change you have observed since the last reflection, with evidence.',
        question_ids: ['open-team-recent-progress'],
      },
    ],
  },
];
