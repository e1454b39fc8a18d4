import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  isISO8601,
  Min,
  ValidateBy,
} from 'class-validator';
import { Nested, OptionalNotNull, Trim } from '../identity/identity-validators';
import { ComposeDecorators } from '../shared/compose-decorators';
import { FilledText, MaxChars } from '../workspaces/workspace-validators';
import { ConfidentialityDto } from './confidentiality.dto';
import { QUESTION_TYPES, type QuestionType } from './question-types';
import {
  ASSESSMENT_TYPES,
  MAX_QUESTIONS_PER_SECTION,
  MAX_SECTIONS,
  REFLECTION_TEXT_MAX,
  ReflectionMessages as M,
  type ReflectionType,
} from './reflection.rules';

const MAX = REFLECTION_TEXT_MAX;
const ID_MAX = 200;

/** A date and time with its UTC offset ('Z' or '+01:00'): without one, the instant would depend on a server's zone. */
export const isInstantWithOffset = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i.test(value);

/**
 * A launch or due date: an ISO-8601 date and time with its offset. A value that is no ISO-8601 date at all is
 * left to @IsISO8601 ('Please select a date'), so that one message is shown.
 */
function HasUtcOffset(field: string): PropertyDecorator {
  return ValidateBy(
    {
      name: 'hasUtcOffset',
      validator: {
        validate: (value: unknown) =>
          typeof value !== 'string' || !isISO8601(value, { strict: true }) || isInstantWithOffset(value),
      },
    },
    { message: M.instantNeedsOffset(field) },
  );
}

/** A launch or due instant: ISO-8601 with its offset ('Please select a date' for anything else). */
const Instant = (field: string) =>
  ComposeDecorators(IsISO8601({ strict: true }, { message: M.selectDate }), HasUtcOffset(field));

/** The team's members with their observer / receiver flags; `notAList` when it is no list. */
const MembersWithRoles = (notAList: string) =>
  ComposeDecorators(Nested(MemberWithRoleDto, { each: true }), ArrayMaxSize(1000), IsArray({ message: notAList }));

/** The promise chosen for the ratings; left out: the team's default (publish, draft) or unchanged (edit). */
const ChosenConfidentiality = () => ComposeDecorators(OptionalNotNull(), Nested(ConfidentialityDto));

const REVISION_LOADED = 'revision must be the revision you loaded.';
/** The revision the editor loaded: saving over what someone else changed since answers 409. */
const LoadedRevision = () =>
  ComposeDecorators(IsInt({ message: REVISION_LOADED }), Min(0, { message: REVISION_LOADED }));

/** An optional text, trimmed, of at most `max` characters ('' allowed; null refused). */
const OptionalText = (max: number) =>
  ComposeDecorators(OptionalNotNull(), Trim(), IsString(), MaxChars(max, M.tooLong(max)));

/** A document's sections, or a section's questions: a list of at most `max` (`what` names them in the message). */
const DocumentParts = (cls: new () => object, max: number, what: string) =>
  ComposeDecorators(
    Nested(cls, { each: true }),
    ArrayMaxSize(max, { message: M.tooMany(what, max) }),
    IsArray({ message: M.atLeastOneSectionAndQuestion }),
  );

/** A question as the builder saves it: type, category, the chosen catalogue question and its phrasing. */
export class ReflectionQuestionDto {
  /** kept across saves; the server gives a new question one */
  @IsOptional()
  @IsString()
  @MaxChars(ID_MAX, M.tooLong(ID_MAX))
  assessment_question_id?: string;

  @IsIn(QUESTION_TYPES, { message: M.required })
  question_type!: QuestionType;

  @FilledText(ID_MAX, M.required)
  category_id!: string;

  /** the catalogue question chosen (GET /assessments/questions) */
  @FilledText(ID_MAX, M.required)
  question_id!: string;

  @Trim()
  @FilledText(MAX, M.required)
  question_prompt!: string;
}

export class ReflectionSectionDto {
  @IsOptional()
  @IsString()
  @MaxChars(ID_MAX, M.tooLong(ID_MAX))
  section_id?: string;

  @Trim()
  @FilledText(MAX, M.required)
  section_name!: string;

  @OptionalText(MAX)
  section_description?: string;

  @DocumentParts(ReflectionQuestionDto, MAX_QUESTIONS_PER_SECTION, 'questions in a section')
  questions!: ReflectionQuestionDto[];
}

/** The builder's document: what Save sends (POST /assessments, PUT /assessments/{id}, templates alike). */
export class ReflectionContentDto {
  @Trim()
  @FilledText(MAX, M.required)
  assessment_name!: string;

  @OptionalText(MAX)
  assessment_description?: string;

  @Trim()
  @FilledText(MAX, M.required)
  assessment_instructions!: string;

  @DocumentParts(ReflectionSectionDto, MAX_SECTIONS, 'sections')
  sections!: ReflectionSectionDto[];
}

/** One assignee of general_settings.members_with_roles: a member of the team with observer / receiver flags. */
export class MemberWithRoleDto {
  @Trim()
  @FilledText(320, M.required)
  email!: string;

  @IsBoolean({ message: 'observer must be true or false.' })
  observer!: boolean;

  /** the spec's spelling */
  @IsBoolean({ message: 'reciever must be true or false.' })
  reciever!: boolean;
}

/**
 * general_settings of a draft's Save (issue 29): General setup as chosen so far, kept with the draft. Everything is
 * optional (a draft is incomplete); the members are the team's members with their flags, not assigned until Publish.
 */
export class DraftGeneralSettingsDto {
  /** '' or absent: no team chosen yet */
  @OptionalNotNull()
  @IsString({ message: M.selectTeam })
  @MaxChars(ID_MAX, M.tooLong(ID_MAX))
  team_id?: string;

  /** ISO-8601 instant with its offset, or absent */
  @OptionalNotNull()
  @Instant('launch_date')
  launch_date?: string;

  @OptionalNotNull()
  @Instant('due_date')
  due_date?: string;

  @OptionalNotNull()
  @MembersWithRoles('members_with_roles must be a list.')
  members_with_roles?: MemberWithRoleDto[];

  @ChosenConfidentiality()
  confidentiality?: ConfidentialityDto;

  /** the team role the form is built for (the builder's `role`) */
  @OptionalText(ID_MAX)
  role?: string;
}

/** POST /assessments: a new draft, blank or started from a template (template_id, system or the client's). */
export class CreateReflectionDto extends ReflectionContentDto {
  @OptionalNotNull()
  @IsIn(ASSESSMENT_TYPES, { message: M.required })
  assessment_type?: ReflectionType;

  /** the template it was started from ('blank' or absent for a custom form) */
  @OptionalNotNull()
  @IsString()
  @MaxChars(ID_MAX, M.tooLong(ID_MAX))
  template_id?: string;

  /** General setup kept with the draft (issue 29) */
  @OptionalNotNull()
  @Nested(DraftGeneralSettingsDto)
  general_settings?: DraftGeneralSettingsDto;
}

/** PUT /assessments/{id} and PUT /assessments/templates/{id}: the document plus the revision the editor loaded. */
export class UpdateReflectionDto extends ReflectionContentDto {
  @LoadedRevision()
  revision!: number;

  /** a draft's General setup (issue 29); absent: the setup saved stays as it is. Refused for a template. */
  @OptionalNotNull()
  @Nested(DraftGeneralSettingsDto)
  general_settings?: DraftGeneralSettingsDto;
}

/** POST /assessments/templates: a client template. */
export class CreateTemplateDto extends ReflectionContentDto {
  @OptionalNotNull()
  @IsIn(ASSESSMENT_TYPES, { message: M.required })
  assessment_type?: ReflectionType;
}

/** PATCH /assessments/{id} (a draft) and PATCH /assessments/{id}/publish (a published one): 'Rename'. */
export class RenameReflectionDto {
  @Trim()
  @FilledText(MAX, M.required)
  assessment_name!: string;
}

/** POST /assessments/{id}/copy: the copy's name (the SPA sends the original plus 'YYYY-MM-DD HH:mm:ss'). */
export class CopyReflectionDto {
  @OptionalNotNull()
  @Trim()
  @FilledText(MAX, M.required)
  assessment_name?: string;
}

/** POST /assessments/{id}/publish: general_settings. */
export class PublishReflectionDto {
  @FilledText(ID_MAX, M.selectTeam)
  team_id!: string;

  /** ISO-8601 instant (the admin picks it in their own time zone; the SPA sends the instant) */
  @Instant('launch_date')
  launch_date!: string;

  @Instant('due_date')
  due_date!: string;

  @MembersWithRoles(M.atLeastOneReceiver)
  members_with_roles!: MemberWithRoleDto[];

  /** how the ratings will be shown; left out: the team's default (publish) or unchanged (edit) */
  @ChosenConfidentiality()
  confidentiality?: ConfidentialityDto;

  /** the revision the builder loaded: publishing what someone else changed since answers 409 */
  @OptionalNotNull()
  @LoadedRevision()
  revision?: number;
}

/** PUT /assessments/{id}/publish: the Edit Reflection page's settings (dates within their locks, members). */
export class EditPublishedReflectionDto {
  @Instant('launch_date')
  launch_date!: string;

  @Instant('due_date')
  due_date!: string;

  @OptionalNotNull()
  @MembersWithRoles(M.atLeastOneReceiver)
  members_with_roles?: MemberWithRoleDto[];

  /** how the ratings will be shown; left out: the team's default (publish) or unchanged (edit) */
  @ChosenConfidentiality()
  confidentiality?: ConfidentialityDto;

  @OptionalNotNull()
  @LoadedRevision()
  revision?: number;
}

/** GET /assessments query: kind DRAFT, PUBLISHED or TEMPLATE; assessment_name for a template lookup. */
export class ListReflectionsQueryDto {
  @IsOptional()
  @IsIn(['DRAFT', 'PUBLISHED', 'TEMPLATE'], { message: 'kind must be DRAFT, PUBLISHED or TEMPLATE.' })
  kind?: 'DRAFT' | 'PUBLISHED' | 'TEMPLATE';

  @IsOptional()
  @IsString()
  @MaxChars(MAX, M.tooLong(MAX))
  assessment_name?: string;

  /** one reflection of the caller's client as a list of its full view (with members_with_roles); [] when none */
  @IsOptional()
  @IsString()
  @MaxChars(ID_MAX, M.tooLong(ID_MAX))
  assessment_id?: string;

  /** 'Find form...': name, type, status or team, case-insensitive */
  @IsOptional()
  @IsString()
  @MaxChars(MAX, M.tooLong(MAX))
  q?: string;
}

/** `?at=` of the audit calls: an ISO-8601 instant (the reflection or its results as they were then). */
export class AsOfQueryDto {
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'at must be an ISO-8601 instant, e.g. 2026-11-24T09:00:00Z.' })
  at?: string;
}
