import { FilledText, IsFilled } from './workspace-validators';
import { TEXT_MAX_LENGTH, WorkspaceMessages as M } from './workspace-rules';

/** POST /clients/{client_id}/team_roles: 'Add new team role' (required; duplicates are refused by the domain). */
export class CreateTeamRoleDto {
  @FilledText(TEXT_MAX_LENGTH, M.required)
  name!: string;
}

/** PUT /clients/{client_id}/team_roles/{team_role_id}/replace: the role that takes the old one's place. */
export class ReplaceTeamRoleDto {
  @IsFilled(M.selectRole)
  team_role_id!: string;
}
