import type {
  ReflectionListItemView,
  ReflectionView,
  CatalogueQuestion,
  QuestionCategory,
  QuestionType,
  ScaleOption,
} from '@gc/contracts';

/** Route-level test data for the builder and the list: what the API answers. */
export const scale: ScaleOption[] = [0, 1, 2, 3, 4].map((value) => ({
  value: value as ScaleOption['value'],
  label: ['Absent', 'Emerging', 'Developing', 'Strong', 'Exemplary'][value],
  tooltip: `Score ${value} means ${['nothing yet', 'a start', 'progress', 'a habit', 'a model for others'][value]}.`,
}));

export const categories: QuestionCategory[] = [
  {
    category_id: 'customer',
    category_name: 'Customer obsession',
    description: 'Customers.',
    question_types: ['MINDSET', 'SKILL_VALIDATE'],
  },
  { category_id: 'grit', category_name: 'Grit', description: 'Grit.', question_types: ['MINDSET'] },
  { category_id: 'reflection', category_name: 'Reflection', description: 'Open.', question_types: ['OPEN'] },
];

const question = (
  question_id: string,
  question_type: QuestionType,
  category_id: string,
  question_name: string,
  question_prompt: string,
): CatalogueQuestion => ({
  question_id,
  question_type,
  category_id,
  question_name,
  question_prompt,
  definition: `${question_name} is assessed.`,
  detailed_definition: ['One', 'Two', 'Three'],
  scale: question_type === 'OPEN' ? [] : scale,
});

export const catalogue: CatalogueQuestion[] = [
  question(
    'mindset-customer',
    'MINDSET',
    'customer',
    'Customer focus',
    'How much does {name} start from the customer?',
  ),
  question('mindset-grit', 'MINDSET', 'grit', 'Perseverance', 'How does {name} keep going after a setback?'),
  question('open-learned', 'OPEN', 'reflection', 'What we learned', 'What did your team learn this month?'),
];

export function listItem(
  overrides: Partial<ReflectionListItemView> & { assessment_id: string },
): ReflectionListItemView {
  return {
    assessment_name: overrides.assessment_id,
    closed_at: null,
    assessment_description: '',
    assessment_type: 'INDIVIDUAL',
    kind: 'DRAFT',
    client_id: 'c-1',
    system: false,
    template_name: '',
    assessment_status: 'NEW',
    admin_closed: false,
    due_soon: false,
    team_id: null,
    team_name: null,
    launch_date: null,
    due_date: null,
    question_count: 3,
    revision: 1,
    createdOn: 1_700_000_000,
    modifiedOn: Math.floor(Date.now() / 1000) - 3600,
    response_rate: null,
    ...overrides,
  };
}

export const systemTemplates: ReflectionListItemView[] = [
  'Cofounder Assessment - Baseline',
  'Cofounder Assessment - Validate',
  'Cofounder Assessment - Build',
  'Executive Sponsor GrowthCatalyst - Baseline',
  'Executive Sponsor GrowthCatalyst - Follow-up',
  'OS Team GrowthCatalyst - Baseline',
  'OS Team GrowthCatalyst - Follow-up',
].map((name, i) =>
  listItem({
    assessment_id: `system-${i}`,
    assessment_name: name,
    kind: 'TEMPLATE',
    client_id: 'ALL',
    system: true,
    template_name: name,
  }),
);

export function reflectionView(overrides: Partial<ReflectionView> & { assessment_id: string }): ReflectionView {
  return {
    closed_at: null,
    assessment_name: 'Quarterly check-in',
    assessment_description: '',
    assessment_instructions: 'Be honest and kind.',
    assessment_type: 'INDIVIDUAL',
    kind: 'DRAFT',
    client_id: 'c-1',
    system: false,
    template_name: '',
    origin_id: '',
    assessment_status: 'NEW',
    admin_closed: false,
    due_soon: false,
    revision: 3,
    createdOn: 1_700_000_000,
    modifiedOn: 1_700_000_000,
    modifiedBy: 'ada@example.com',
    sections: [
      {
        section_id: 's-1',
        section_name: 'Customers',
        section_description: 'How we learn from customers.',
        questions: [
          {
            assessment_question_id: 'q-1',
            question_type: 'MINDSET',
            category_id: 'customer',
            category_name: 'Customer obsession',
            question_id: 'mindset-customer',
            question_name: 'Customer focus',
            question_prompt: 'How much does {name} start from the customer?',
            definition: '',
            detailed_definition: [],
            question_scale: scale,
            question_scale_type: 'SCALE_0_4',
          },
          {
            assessment_question_id: 'q-2',
            question_type: 'MINDSET',
            category_id: 'grit',
            category_name: 'Grit',
            question_id: 'mindset-grit',
            question_name: 'Perseverance',
            question_prompt: 'How does {name} keep going after a setback?',
            definition: '',
            detailed_definition: [],
            question_scale: scale,
            question_scale_type: 'SCALE_0_4',
          },
        ],
      },
      { section_id: 's-2', section_name: 'Team', section_description: '', questions: [] },
    ],
    general_settings: null,
    observers: [],
    recievers: [],
    response_rate: null,
    ...overrides,
  };
}
