import { IsOptional } from 'class-validator';
import { FilledText, IsFilled } from './workspace-validators';
import { LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH, WorkspaceMessages as M } from './workspace-rules';

/** POST /clients, the 'Add a New Client' form (admin spec section 5). */
export class CreateClientDto {
  @FilledText(TEXT_MAX_LENGTH, M.required)
  client_name!: string;

  @FilledText(TEXT_MAX_LENGTH, M.required)
  description!: string;

  /** an industry_id of GET /industries */
  @IsFilled(M.selectOption)
  industry_id!: string;

  /** an organization_id of GET /organizations; the default organisation when left out */
  @IsOptional()
  @IsFilled(M.selectOption)
  organization_id?: string;
}

/** PUT /clients/{id}, the client details panel (client edit allows 10000 characters). */
export class UpdateClientDto {
  /** may repeat the path's id (the spec's payload carries it); a different id is refused */
  @IsOptional()
  @IsFilled(M.required)
  client_id?: string;

  @FilledText(LONG_TEXT_MAX_LENGTH, M.required)
  client_name!: string;

  @FilledText(LONG_TEXT_MAX_LENGTH, M.required)
  description!: string;

  @IsFilled(M.selectOption)
  industry_id!: string;
}
