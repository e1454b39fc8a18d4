import { ASSESSMENT_TYPES } from '@gc/contracts';
import { fields, FLAG, INTEGER, listOf, MAYBE_TEXT, TEXT, type SchemaObject } from '../../../http/openapi';

/** OpenAPI shapes of what the reflections calls answer (ReflectionListItemView, ReflectionView of contracts). */
const listItemProperties: Record<string, SchemaObject> = {
  ...fields(TEXT, 'assessment_id', 'assessment_name', 'assessment_description', 'template_name'),
  ...fields(MAYBE_TEXT, 'team_id', 'team_name'),
  ...fields(FLAG, 'system', 'admin_closed', 'due_soon'),
  ...fields(INTEGER, 'question_count', 'revision'),
  ...fields({ type: 'string', format: 'date-time', nullable: true }, 'launch_date', 'due_date'),
  ...fields({ type: 'integer', description: 'epoch seconds' }, 'createdOn', 'modifiedOn'),
  assessment_type: { type: 'string', enum: [...ASSESSMENT_TYPES] },
  kind: { type: 'string', enum: ['DRAFT', 'TEMPLATE', 'PUBLISHED'] },
  client_id: { type: 'string', description: "'ALL' for a system template" },
  assessment_status: { type: 'string', description: "the phase of a published reflection, 'NEW' otherwise" },
};

export const listItemSchema: SchemaObject = { type: 'object', properties: listItemProperties };

export const assessmentSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...listItemProperties,
    ...fields(TEXT, 'assessment_instructions', 'origin_id'),
    ...fields({ type: 'object', nullable: true }, 'general_settings', 'response_rate'),
    ...fields(listOf(TEXT), 'observers', 'recievers'),
    modifiedBy: MAYBE_TEXT,
    sections: listOf({ type: 'object' }),
  },
};

export const teamReflectionsSchema: SchemaObject = {
  type: 'object',
  properties: Object.fromEntries(
    ['upcoming', 'in-progress', 'past-due', 'closed'].map((g) => [g, listOf(listItemSchema)]),
  ),
};

export const categorySchema: SchemaObject = {
  type: 'object',
  properties: { ...fields(TEXT, 'category_id', 'category_name', 'description'), question_types: listOf(TEXT) },
};
