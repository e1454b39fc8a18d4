import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ASSESSMENT_TYPES, QUESTION_TYPES } from '@gc/contracts';

/** OpenAPI shapes of the reflections calls (the DTO classes in contracts carry no swagger decorators). */
const text = (description: string): SchemaObject => ({ type: 'string', maxLength: 9000, description });

const questionBody: SchemaObject = {
  type: 'object',
  required: ['question_type', 'category_id', 'question_id', 'question_prompt'],
  properties: {
    assessment_question_id: { type: 'string', description: 'kept across saves; left out for a new question' },
    question_type: { type: 'string', enum: [...QUESTION_TYPES] },
    category_id: { type: 'string', description: 'a category of GET /categories serving the question type' },
    question_id: { type: 'string', description: 'a question of GET /assessments/questions of that category' },
    question_prompt: text("the phrasing ('This field is required')"),
  },
};

const sectionBody: SchemaObject = {
  type: 'object',
  required: ['section_name', 'questions'],
  properties: {
    section_id: { type: 'string' },
    section_name: text("required ('This field is required')"),
    section_description: text('optional'),
    questions: { type: 'array', maxItems: 50, items: questionBody },
  },
};

const contentFields: Record<string, SchemaObject> = {
  assessment_name: text("required ('This field is required')"),
  assessment_description: text('optional'),
  assessment_instructions: text("required ('This field is required')"),
  sections: { type: 'array', maxItems: 30, items: sectionBody },
};

const memberBody: SchemaObject = {
  type: 'object',
  required: ['email', 'observer', 'reciever'],
  properties: { email: { type: 'string' }, observer: { type: 'boolean' }, reciever: { type: 'boolean' } },
};

/** A draft's General setup kept with it (issue 29): all optional; the members are not assigned until Publish. */
const draftSettingsBody: SchemaObject = {
  type: 'object',
  description:
    "General setup kept with the draft: a team of the current client (404 otherwise), its members' flags (400 for a non-member), dates; nobody is assigned until Publish",
  properties: {
    team_id: { type: 'string', description: "'' or left out: no team yet" },
    launch_date: { type: 'string', format: 'date-time', description: 'ISO-8601 instant with offset' },
    due_date: { type: 'string', format: 'date-time', description: 'ISO-8601 instant with offset' },
    members_with_roles: { type: 'array', maxItems: 1000, items: memberBody },
    confidentiality: {
      type: 'object',
      required: ['mode'],
      properties: { mode: { type: 'string', enum: ['OPEN', 'CONFIDENTIAL'] }, min_raters: { type: 'integer' } },
    },
    role: { type: 'string', maxLength: 200, description: 'the team role the form is built for' },
  },
};

export const createBody: SchemaObject = {
  type: 'object',
  required: ['assessment_name', 'assessment_instructions', 'sections'],
  properties: {
    ...contentFields,
    assessment_type: { type: 'string', enum: [...ASSESSMENT_TYPES] },
    template_id: { type: 'string', description: "the template started from (a system template's id or the client's)" },
    general_settings: draftSettingsBody,
  },
};

export const templateBody: SchemaObject = {
  type: 'object',
  required: ['assessment_name', 'assessment_instructions', 'sections'],
  properties: { ...contentFields, assessment_type: { type: 'string', enum: [...ASSESSMENT_TYPES] } },
};

export const updateBody: SchemaObject = {
  type: 'object',
  required: ['assessment_name', 'assessment_instructions', 'sections', 'revision'],
  properties: {
    ...contentFields,
    revision: { type: 'integer', minimum: 0, description: 'the revision loaded: 409 STALE_REVISION when older' },
    general_settings: {
      ...draftSettingsBody,
      description: 'a draft only (400 for a template); left out: kept as saved',
    },
  },
};

export const renameBody: SchemaObject = {
  type: 'object',
  required: ['assessment_name'],
  properties: { assessment_name: text("required ('This field is required')") },
};

export const copyBody: SchemaObject = {
  type: 'object',
  properties: { assessment_name: text("the copy's name; the original plus 'YYYY-MM-DD HH:mm:ss' (UTC) when left out") },
};

export const publishBody: SchemaObject = {
  type: 'object',
  required: ['team_id', 'launch_date', 'due_date', 'members_with_roles'],
  properties: {
    team_id: { type: 'string', description: "a team of the current client ('Please select a team')" },
    launch_date: { type: 'string', format: 'date-time', description: "ISO-8601 instant ('Please select a date')" },
    due_date: { type: 'string', format: 'date-time', description: 'not before the launch date' },
    members_with_roles: { type: 'array', maxItems: 1000, items: memberBody },
    revision: { type: 'integer', minimum: 0 },
  },
};

export const editPublishedBody: SchemaObject = {
  type: 'object',
  required: ['launch_date', 'due_date'],
  properties: {
    launch_date: { type: 'string', format: 'date-time', description: 'locked once launched' },
    due_date: { type: 'string', format: 'date-time', description: 'locked once closed' },
    members_with_roles: { type: 'array', maxItems: 1000, items: memberBody },
    revision: { type: 'integer', minimum: 0 },
  },
};

const listItemProperties: Record<string, SchemaObject> = {
  assessment_id: { type: 'string' },
  assessment_name: { type: 'string' },
  assessment_description: { type: 'string' },
  assessment_type: { type: 'string', enum: [...ASSESSMENT_TYPES] },
  kind: { type: 'string', enum: ['DRAFT', 'TEMPLATE', 'PUBLISHED'] },
  client_id: { type: 'string', description: "'ALL' for a system template" },
  system: { type: 'boolean' },
  template_name: { type: 'string' },
  assessment_status: { type: 'string', description: "the phase of a published reflection, 'NEW' otherwise" },
  admin_closed: { type: 'boolean' },
  due_soon: { type: 'boolean' },
  team_id: { type: 'string', nullable: true },
  team_name: { type: 'string', nullable: true },
  launch_date: { type: 'string', format: 'date-time', nullable: true },
  due_date: { type: 'string', format: 'date-time', nullable: true },
  question_count: { type: 'integer' },
  revision: { type: 'integer' },
  createdOn: { type: 'integer', description: 'epoch seconds' },
  modifiedOn: { type: 'integer', description: 'epoch seconds' },
};

export const listItemSchema: SchemaObject = { type: 'object', properties: listItemProperties };

export const assessmentSchema: SchemaObject = {
  type: 'object',
  properties: {
    ...listItemProperties,
    assessment_instructions: { type: 'string' },
    origin_id: { type: 'string' },
    modifiedBy: { type: 'string', nullable: true },
    sections: { type: 'array', items: { type: 'object' } },
    general_settings: { type: 'object', nullable: true },
    observers: { type: 'array', items: { type: 'string' } },
    recievers: { type: 'array', items: { type: 'string' } },
    response_rate: { type: 'object', nullable: true },
  },
};

export const teamReflectionsSchema: SchemaObject = {
  type: 'object',
  properties: Object.fromEntries(
    ['upcoming', 'in-progress', 'past-due', 'closed'].map((g) => [g, { type: 'array', items: listItemSchema }]),
  ),
};
