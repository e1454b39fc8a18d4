import { SCORED_QUESTION_TYPES } from '../question-types';
import { REFLECTION_CATALOGUE, SYSTEM_TEMPLATE_NAMES, estimateTemplateSeconds, validateCatalogue } from './catalogue';
import type { CatalogueQuestion, ReflectionCatalogue, SystemTemplate } from './catalogue.types';

const catalogue = REFLECTION_CATALOGUE;
const question = (id: string): CatalogueQuestion => {
  const found = catalogue.questions.find((q) => q.question_id === id);
  if (!found) throw new Error(`no question ${id}`);
  return found;
};
const firstTemplate = catalogue.templates[0];

/** A copy of the released catalogue with one question replaced. */
const withQuestion = (id: string, change: (q: CatalogueQuestion) => CatalogueQuestion): ReflectionCatalogue => ({
  ...catalogue,
  questions: catalogue.questions.map((q) => (q.question_id === id ? change(q) : q)),
});
/** A copy with the first template replaced. */
const withFirstTemplate = (change: (t: SystemTemplate) => SystemTemplate): ReflectionCatalogue => ({
  ...catalogue,
  templates: catalogue.templates.map((t, i) => (i === 0 ? change(t) : t)),
});

const expectProblem = (broken: ReflectionCatalogue, fragment: string) => {
  const problems = validateCatalogue(broken);
  expect(problems).toEqual(expect.arrayContaining([expect.stringContaining(fragment)]));
};

describe('the released reflection catalogue', () => {
  it('given the released catalogue, when validated, then it has no problem', () => {
    expect(validateCatalogue(catalogue)).toEqual([]);
  });

  it('given the released catalogue, then every scored type has at least 8 questions and OPEN has 6 to 8', () => {
    for (const type of SCORED_QUESTION_TYPES) {
      expect(catalogue.questions.filter((q) => q.question_type === type).length).toBeGreaterThanOrEqual(8);
    }
    const open = catalogue.questions.filter((q) => q.question_type === 'OPEN').length;
    expect(open).toBeGreaterThanOrEqual(6);
    expect(open).toBeLessThanOrEqual(8);
  });

  it('given the released templates, then they carry the spec names in its order and are all TEAM reflections', () => {
    expect(catalogue.templates.map((t) => t.template_name)).toEqual([...SYSTEM_TEMPLATE_NAMES]);
    expect(catalogue.templates.map((t) => t.template_id)).toEqual([
      'system-cofounder-baseline',
      'system-cofounder-validate',
      'system-cofounder-build',
      'system-exec-sponsor-baseline',
      'system-exec-sponsor-follow-up',
      'system-os-team-baseline',
      'system-os-team-follow-up',
    ]);
    expect(new Set(catalogue.templates.map((t) => t.assessment_type))).toEqual(new Set(['TEAM']));
  });

  it.each(catalogue.templates.filter((t) => t.template_name.endsWith('Baseline')).map((t) => [t.template_name, t]))(
    'given %s, when its time is estimated (50 s a scored question, 90 s an open one), then it takes 12 to 18 minutes',
    (_name, template) => {
      const minutes = estimateTemplateSeconds(template) / 60;
      expect(minutes).toBeGreaterThanOrEqual(12);
      expect(minutes).toBeLessThanOrEqual(18);
    },
  );

  it.each(catalogue.templates.filter((t) => t.template_name.endsWith('Follow-up')).map((t) => [t.template_name, t]))(
    'given %s, then it asks 8 to 10 questions',
    (_name, template) => {
      const count = template.sections.flatMap((s) => s.question_ids).length;
      expect(count).toBeGreaterThanOrEqual(8);
      expect(count).toBeLessThanOrEqual(10);
    },
  );

  it('given the team-dynamic and open questions, then every prompt asks about the team, never this person', () => {
    const aboutTheTeam = catalogue.questions.filter(
      (q) => q.question_type === 'TEAM_DYNAMIC' || q.question_type === 'OPEN',
    );
    expect(aboutTheTeam.length).toBeGreaterThan(0);
    for (const q of aboutTheTeam) {
      expect(q.question_prompt).toMatch(/\bthe team\b|\bteam's\b/);
      expect(q.question_prompt).not.toMatch(/this person/i);
    }
  });

  it('given version 2, then the team-dynamic and open questions carry new ids and none of version 1 stays', () => {
    // version 1 asked these about 'this person'; they were reworded for the team under new ids, never changed in place
    const version1 = [
      ...[
        'trust',
        'psychological-safety',
        'productive-conflict',
        'decision-making',
        'disagree-and-commit',
        'information-sharing',
        'listening',
        'accountability',
        'peer-accountability',
        'role-clarity',
      ].map((slug) => `team-dynamic-${slug}`),
      ...[
        'greatest-strength',
        'growth-area',
        'start-stop-continue',
        'support-needed',
        'one-request',
        'unspoken-issue',
        'recent-progress',
        'anything-else',
      ].map((slug) => `open-${slug}`),
    ];
    expect(catalogue.version).toBe(2);
    const ids = new Set(catalogue.questions.map((q) => q.question_id));
    const templateIds = new Set(catalogue.templates.flatMap((t) => t.sections.flatMap((s) => s.question_ids)));
    for (const id of version1) {
      expect(ids.has(id)).toBe(false);
      expect(templateIds.has(id)).toBe(false);
      // its rewording: 'team-dynamic-trust' -> 'team-dynamic-team-trust', 'open-growth-area' -> 'open-team-growth-area'
      const [, prefix, slug] = /^(team-dynamic|open)-(.+)$/.exec(id) ?? [];
      expect(question(`${prefix}-team-${slug}`).question_type).toBe(prefix === 'open' ? 'OPEN' : 'TEAM_DYNAMIC');
    }
  });

  it('given a template of 2 scored and 1 open question, when estimated, then it takes 190 seconds', () => {
    const template: SystemTemplate = {
      ...firstTemplate,
      sections: [
        {
          section_name: 'S',
          section_description: 'D',
          question_ids: ['mindset-ownership', 'team-dynamic-team-trust', 'open-team-greatest-strength'],
        },
      ],
    };
    expect(estimateTemplateSeconds(template)).toBe(190);
  });
});

describe('validateCatalogue on broken copies', () => {
  it('given two questions with the same id, then the duplicate id is reported', () => {
    const broken = { ...catalogue, questions: [...catalogue.questions, question('mindset-ownership')] };
    expectProblem(broken, 'question id mindset-ownership is used twice');
  });

  it('given two categories or two templates with the same id, then each duplicate is reported', () => {
    expectProblem({ ...catalogue, categories: [...catalogue.categories, catalogue.categories[0]] }, 'category id');
    expectProblem(
      withFirstTemplate((t) => ({ ...t, template_id: catalogue.templates[1].template_id })),
      'template id system-cofounder-validate is used twice',
    );
  });

  it('given a question whose category does not exist, then the unknown category is reported', () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({ ...q, category_id: 'nowhere' })),
      'unknown category nowhere',
    );
  });

  it("given a question whose category does not list the question's type, then the mismatch is reported", () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({ ...q, category_id: 'trust' })),
      'category trust does not list type MINDSET',
    );
  });

  it('given a question id without its type prefix, then the id is reported', () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({ ...q, question_id: 'ownership' })),
      "id does not start with 'mindset-'",
    );
  });

  it('given a scored question with four options, then its scale is reported', () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({ ...q, scale: q.scale.slice(0, 4) })),
      'scale values are [0, 1, 2, 3]',
    );
  });

  it('given a scored question whose options are out of order, then its scale is reported', () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({ ...q, scale: [...q.scale].reverse() })),
      'scale values are [4, 3, 2, 1, 0]',
    );
  });

  it('given a scored question with the same tooltip twice, then the repetition is reported', () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({
        ...q,
        scale: q.scale.map((o) => ({ ...o, tooltip: q.scale[0].tooltip })),
      })),
      'scale tooltips repeat',
    );
  });

  it('given two questions sharing a tooltip, then the shared tooltip is reported', () => {
    const borrowed = question('mindset-focus').scale[2].tooltip;
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({
        ...q,
        scale: q.scale.map((o) => (o.value === 2 ? { ...o, tooltip: borrowed } : o)),
      })),
      'is used by several questions',
    );
  });

  it('given an OPEN question with a scale, then the scale is reported', () => {
    expectProblem(
      withQuestion('open-team-greatest-strength', (q) => ({ ...q, scale: question('mindset-ownership').scale })),
      'an OPEN question has no scale',
    );
  });

  it("given a team-dynamic prompt or tooltip that says 'this person', then it is reported", () => {
    expectProblem(
      withQuestion('team-dynamic-team-trust', (q) => ({
        ...q,
        question_prompt: 'How consistently does this person build trust?',
      })),
      "question team-dynamic-team-trust: question_prompt says 'this person', but TEAM_DYNAMIC questions are about the team",
    );
    expectProblem(
      withQuestion('team-dynamic-team-trust', (q) => ({
        ...q,
        scale: q.scale.map((o) => (o.value === 4 ? { ...o, tooltip: 'This person anchors trust.' } : o)),
      })),
      "question team-dynamic-team-trust: scale[4].tooltip says 'this person'",
    );
  });

  it("given an open definition that says 'this person', then it is reported", () => {
    expectProblem(
      withQuestion('open-team-support-needed', (q) => ({ ...q, definition: 'What would make this person effective.' })),
      "question open-team-support-needed: definition says 'this person', but OPEN questions are about the team",
    );
  });

  it("given a mindset prompt that says 'this person', then it is not a problem (it is asked about each receiver)", () => {
    const asked = withQuestion('mindset-ownership', (q) => ({
      ...q,
      question_prompt: 'How often does this person own it?',
    }));
    expect(validateCatalogue(asked)).toEqual([]);
  });

  it('given a name longer than 24 characters, then the name is reported', () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({ ...q, question_name: 'Ownership of Every Outcome' })),
      'is longer than 24 characters',
    );
  });

  it('given two questions of one type with the same name, then the name is reported', () => {
    expectProblem(
      withQuestion('mindset-focus', (q) => ({ ...q, question_name: 'Ownership' })),
      "type MINDSET: question name 'Ownership' is used twice",
    );
  });

  it('given a detailed definition of two bullets, then it is reported', () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({ ...q, detailed_definition: q.detailed_definition.slice(0, 2) })),
      'detailed_definition has 2 bullets',
    );
  });

  it('given a scored type with only 7 questions, then the shortfall is reported', () => {
    const mindsetIds = catalogue.questions.filter((q) => q.question_type === 'MINDSET').map((q) => q.question_id);
    const keep = new Set(mindsetIds.slice(0, 7));
    const broken = {
      ...catalogue,
      questions: catalogue.questions.filter((q) => q.question_type !== 'MINDSET' || keep.has(q.question_id)),
    };
    expectProblem(broken, 'type MINDSET: 7 questions, fewer than 8');
  });

  it('given a category that lists a type no question of that type uses, then it is reported', () => {
    const broken = {
      ...catalogue,
      categories: catalogue.categories.map((cat) =>
        cat.category_id === 'resilience' ? { ...cat, question_types: [...cat.question_types, 'OPEN' as const] } : cat,
      ),
    };
    expectProblem(broken, 'category resilience: lists type OPEN but no question of that type uses it');
  });

  it('given a template that names a question the catalogue lacks, then the unknown question is reported', () => {
    expectProblem(
      withFirstTemplate((t) => ({
        ...t,
        sections: [{ ...t.sections[0], question_ids: [...t.sections[0].question_ids, 'mindset-telepathy'] }],
      })),
      'unknown question mindset-telepathy',
    );
  });

  it('given templates out of the spec order, then the order is reported', () => {
    expectProblem({ ...catalogue, templates: [...catalogue.templates].reverse() }, 'templates: names are');
  });

  it('given a missing template, then the order is reported', () => {
    expectProblem({ ...catalogue, templates: catalogue.templates.slice(1) }, 'templates: names are');
  });

  it('given a template without sections, then it is reported', () => {
    expectProblem(
      withFirstTemplate((t) => ({ ...t, sections: [] })),
      'system-cofounder-baseline: has no section',
    );
  });

  it('given a section without questions, then it is reported', () => {
    expectProblem(
      withFirstTemplate((t) => ({ ...t, sections: [{ ...t.sections[0], question_ids: [] }] })),
      "section 0 'Founder Mindset' has no question",
    );
  });

  it('given the same question twice in a template, then it is reported', () => {
    expectProblem(
      withFirstTemplate((t) => ({
        ...t,
        sections: [...t.sections, { ...t.sections[0], section_name: 'Again' }],
      })),
      'question mindset-customer-obsession appears twice',
    );
  });

  it('given an empty or blank text, then it is reported', () => {
    expectProblem(
      withQuestion('mindset-ownership', (q) => ({ ...q, definition: '   ' })),
      'question mindset-ownership: definition is empty',
    );
    expectProblem(
      withFirstTemplate((t) => ({ ...t, assessment_instructions: '' })),
      'assessment_instructions is empty',
    );
  });

  it('given a text over 9000 characters, then it is reported', () => {
    expectProblem(
      withFirstTemplate((t) => ({ ...t, assessment_description: 'x'.repeat(9001) })),
      'assessment_description is longer than 9000 characters',
    );
  });

  it('given a version that is not a positive integer, then it is reported', () => {
    expectProblem({ ...catalogue, version: 0 }, 'version 0 is not a positive integer');
  });
});
