import { IsEmail } from 'class-validator';
import { IsFilled, IsNotPlaceholder, MaxChars } from './workspace-validators';
import { LONG_TEXT_MAX_LENGTH, SELECT_ROLE_PLACEHOLDER, WorkspaceMessages as M } from './workspace-rules';

const tooLong = M.tooLong(LONG_TEXT_MAX_LENGTH);

/**
 * POST /teams/{id}/members, the add-member form: name non-empty, a valid email, a team role other than the
 * 'Select Role' placeholder, at most 10000 characters each. Whether the person is an existing user of the client
 * and not already in the team is the domain's call ('User not found', 'This email already exists').
 */
export class AddTeamMemberDto {
  /** as typed in the form; the member's name shown everywhere is the one of their account */
  @IsFilled(M.required)
  @MaxChars(LONG_TEXT_MAX_LENGTH, tooLong)
  name!: string;

  @IsEmail({}, { message: M.invalidEmail })
  @MaxChars(LONG_TEXT_MAX_LENGTH, tooLong)
  email!: string;

  /** a team_role_id of GET /clients/{client_id}/team_roles */
  @IsFilled(M.selectRole)
  @IsNotPlaceholder(SELECT_ROLE_PLACEHOLDER, M.selectRole)
  @MaxChars(LONG_TEXT_MAX_LENGTH, tooLong)
  team_role!: string;
}

/** PUT /teams/{id}/members/{email}: the member's new team role. */
export class ChangeTeamMemberRoleDto {
  @IsFilled(M.selectRole)
  @IsNotPlaceholder(SELECT_ROLE_PLACEHOLDER, M.selectRole)
  @MaxChars(LONG_TEXT_MAX_LENGTH, tooLong)
  team_role!: string;
}
