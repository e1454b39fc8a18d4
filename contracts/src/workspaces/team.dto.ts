import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import { FilledText, IsFilled } from './workspace-validators';
import { TEAM_TYPES, TEXT_MAX_LENGTH, WorkspaceMessages as M, type TeamType } from './workspace-rules';

/** POST /teams, the 'Create a new team' form (admin spec section 5). */
export class CreateTeamDto {
  @FilledText(TEXT_MAX_LENGTH, M.required)
  team_name!: string;

  @FilledText(TEXT_MAX_LENGTH, M.required)
  description!: string;

  @IsIn(TEAM_TYPES, { message: M.selectOption })
  team_type!: TeamType;

  /** a stage_id of GET /stages */
  @IsFilled(M.selectOption)
  stage!: string;

  /** an industry_id of GET /industries; the client's industry when left out */
  @IsOptional()
  @IsFilled(M.selectOption)
  industry?: string;

  /** epoch milliseconds; today when left out */
  @IsOptional()
  @IsInt({ message: M.invalidDate })
  @Min(0, { message: M.invalidDate })
  date_founded?: number;
}

/** PUT /teams/{id}: the team's details as the edit mode saves them (same rules as creation). */
export class UpdateTeamDto extends CreateTeamDto {}
