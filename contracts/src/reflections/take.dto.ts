import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { Nested, OptionalNotNull } from '../identity/identity-validators';
import { IsFilled, MaxChars } from '../workspaces/workspace-validators';
import { REFLECTION_TEXT_MAX } from './reflection.rules';
import { TakeMessages as M } from './take.rules';

/** One answer: a question (assessment_question_id) about a subject (a receiver's user id, or 'TEAM'). */
export class TakeAnswerDto {
  @IsFilled(M.unknownQuestion)
  @MaxChars(200, M.unknownQuestion)
  assessment_question_id!: string;

  @IsFilled(M.unknownSubject)
  @MaxChars(200, M.unknownSubject)
  subject!: string;

  /** 0-4; null clears it; left out for an open question */
  @ValidateIf((_o: object, v: unknown) => v !== undefined && v !== null)
  @IsInt({ message: M.badValue })
  @Min(0, { message: M.badValue })
  @Max(4, { message: M.badValue })
  response?: number | null;

  @OptionalNotNull()
  @IsString({ message: M.required })
  @MaxChars(REFLECTION_TEXT_MAX, `Please use at most ${REFLECTION_TEXT_MAX} characters.`)
  comment?: string;
}

/**
 * PUT /assessments/take/{id} (progress: an answer as it changes, the section on every Next) and POST .../complete
 * (submit).
 */
export class SaveTakeDto {
  @OptionalNotNull()
  @Nested(TakeAnswerDto, { each: true })
  @ArrayMaxSize(5000)
  @IsArray()
  answers?: TakeAnswerDto[];

  /** the section the taker is on */
  @OptionalNotNull()
  @IsInt()
  @Min(0)
  @Max(1000)
  section_index?: number;

  /**
   * Which page sent the save (a random id per page load) and the save's number there, counting up: a save from that
   * page that arrives after a later one of it (a request sent as the page went away overtaking one still in flight)
   * is older than what is recorded and changes nothing. Both or neither.
   */
  @ValidateIf((o: SaveTakeDto, v: unknown) => v !== undefined || o.writer_seq !== undefined)
  @IsString({ message: 'writer must be a string (with writer_seq).' })
  @MaxChars(100, 'writer must be at most 100 characters.')
  writer?: string;

  @ValidateIf((o: SaveTakeDto, v: unknown) => v !== undefined || o.writer !== undefined)
  @IsInt({ message: 'writer_seq must be a whole number from 0 (with writer).' })
  @Min(0, { message: 'writer_seq must be a whole number from 0 (with writer).' })
  @Max(Number.MAX_SAFE_INTEGER, { message: 'writer_seq must be a whole number from 0 (with writer).' })
  writer_seq?: number;
}

/** GET /assessments/take?assessment_take_user_phase= */
export class ListTakesQueryDto {
  @IsOptional()
  @IsIn(['NEW', 'IN_PROGRESS', 'COMPLETED'], {
    message: 'assessment_take_user_phase must be NEW, IN_PROGRESS or COMPLETED.',
  })
  assessment_take_user_phase?: 'NEW' | 'IN_PROGRESS' | 'COMPLETED';
}

/** PUT /reminders/preferences: the member's time zone (IANA) and whether weekly reminders are wanted. */
export class ReminderPreferencesDto {
  @OptionalNotNull()
  @IsString({ message: M.badTimeZone })
  @MaxChars(100, M.badTimeZone)
  time_zone?: string;

  @OptionalNotNull()
  @IsIn([true, false], { message: 'weekly_reminders must be true or false.' })
  weekly_reminders?: boolean;
}
