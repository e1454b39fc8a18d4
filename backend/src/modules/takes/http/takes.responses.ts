import type { SchemaObject } from '../../../http/openapi';

/** A field: its JSON type, or its whole schema. */
type Field = 'string' | 'integer' | 'boolean' | SchemaObject;

/** An object schema from its fields (the answers below are flat: their fields say it best in one line each). */
const objectOf = (fields: Record<string, Field>): SchemaObject => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, typeof field === 'string' ? { type: field } : field]),
  ),
});

/** OpenAPI shapes of what the takes calls answer (TakeListItemView, TakeView, TakeSavedView, TakeSubmittedView of contracts). */
const takeListItemFields: Record<string, Field> = {
  assessment_id: 'string',
  assessment_name: 'string',
  assessment_description: 'string',
  assessment_type: 'string',
  template_name: 'string',
  team_id: 'string',
  team_name: { type: 'string', nullable: true },
  launch_date: 'string',
  due_date: 'string',
  assessment_status: { type: 'string', description: "the reflection's admin phase" },
  admin_closed: 'boolean',
  assessment_take_user_phase: { type: 'string', enum: ['NEW', 'IN_PROGRESS', 'COMPLETED'] },
  status: { type: 'string', description: 'DUE_SOON, OVERDUE, a closed status, or the take phase' },
  is_reciever: 'boolean',
  is_observer: 'boolean',
  is_baseline: 'boolean',
};

export const takeListItemSchema = objectOf(takeListItemFields);

export const takeSchema = objectOf({
  ...takeListItemFields,
  assessment_instructions: 'string',
  sections: { type: 'array', items: { type: 'object' } },
  subjects: {
    type: 'array',
    description: 'the receivers, the taker first when they are one',
    items: objectOf({ user_id: 'string', name: 'string', email: 'string', self: 'boolean' }),
  },
  answers: {
    type: 'array',
    items: objectOf({
      assessment_question_id: 'string',
      subject: 'string',
      response: { type: 'integer', nullable: true },
      comment: 'string',
    }),
  },
  section_index: { type: 'integer', description: 'where to resume' },
  submitted_at: { type: 'string', nullable: true },
  editable: 'boolean',
  confidentiality: { type: 'object' },
  confidentiality_promise: 'string',
});

export const takeSavedSchema = objectOf({
  assessment_id: 'string',
  recorded: { type: 'integer', description: 'how many answers this save recorded (0: nothing had changed)' },
  section_index: { type: 'integer', nullable: true, description: 'the section saved as reached, when it moved' },
});

export const takeSubmittedSchema = objectOf({
  assessment_id: 'string',
  assessment_take_user_phase: { type: 'string', enum: ['COMPLETED'] },
  recorded: { type: 'integer', description: "how many answers the submit's body recorded (0: nothing had changed)" },
});
