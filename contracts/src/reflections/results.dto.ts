import { IsIn, IsISO8601, IsOptional } from 'class-validator';
import { IsFilled, MaxChars } from '../workspaces/workspace-validators';
import { ResultMessages as M, STAT_OPTIONS, STAT_TYPES, type StatOption, type StatType } from './results.rules';

const typeMessage = 'type must be MINDSET, SKILLS or TEAM_DYNAMICS.';
const optionMessage = `option must be one of ${STAT_OPTIONS.join(', ')}.`;

/** GET /stats?type=&option_1=&option_2=&assessment_id= */
export class StatsQueryDto {
  @IsIn(STAT_TYPES, { message: typeMessage })
  type!: StatType;

  @IsOptional()
  @IsIn(STAT_OPTIONS, { message: optionMessage })
  option_1?: StatOption;

  @IsOptional()
  @IsIn(STAT_OPTIONS, { message: optionMessage })
  option_2?: StatOption;

  @IsOptional()
  @IsFilled(M.reflectionNotFound)
  @MaxChars(200, M.reflectionNotFound)
  assessment_id?: string;

  /** administrators: the results as they were at this instant (folded from the take events up to then) */
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'at must be an ISO-8601 instant, e.g. 2026-11-24T09:00:00Z.' })
  at?: string;

  /** administrators: the receiver whose results 'My Results' shows (as in their PDF) */
  @IsOptional()
  @IsFilled(M.receiverNotFound)
  @MaxChars(200, M.receiverNotFound)
  receiver_id?: string;
}

/** GET /stats/gaps and /stats/export.csv: one reflection. */
export class StatsReflectionQueryDto {
  @IsFilled(M.reflectionNotFound)
  @MaxChars(200, M.reflectionNotFound)
  assessment_id!: string;
}

/** GET /stats/trends?team_id=&type= */
export class TrendsQueryDto {
  @IsFilled('Please select a team')
  @MaxChars(200, 'Please select a team')
  team_id!: string;

  @IsIn(STAT_TYPES, { message: typeMessage })
  type!: StatType;
}

/** GET /stats/report.pdf?assessment_id=&receiver_id=: one receiver's PDF report (their own when receiver_id is left out). */
export class ReceiverReportQueryDto {
  @IsFilled(M.reflectionNotFound)
  @MaxChars(200, M.reflectionNotFound)
  assessment_id!: string;

  @IsOptional()
  @IsFilled(M.reflectionNotFound)
  @MaxChars(200, M.reflectionNotFound)
  receiver_id?: string;
}
