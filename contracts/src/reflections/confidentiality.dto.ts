import { IsIn, IsInt, Max, Min, ValidateIf } from 'class-validator';
import {
  CONFIDENTIALITY_MODES,
  ConfidentialityMessages as M,
  MIN_RATERS_CEILING,
  MIN_RATERS_FLOOR,
  type ConfidentialityMode,
} from './confidentiality';

/** A reflection's promise as General setup and Edit Reflection send it: Open, or Confidential with N (2-10). */
export class ConfidentialityDto {
  @IsIn(CONFIDENTIALITY_MODES, { message: M.badMode })
  mode!: ConfidentialityMode;

  /** N under Confidential; left out (or null) under Open */
  @ValidateIf((o: ConfidentialityDto) => o.mode === 'CONFIDENTIAL')
  @IsInt({ message: M.badMinRaters })
  @Min(MIN_RATERS_FLOOR, { message: M.badMinRaters })
  @Max(MIN_RATERS_CEILING, { message: M.badMinRaters })
  min_raters?: number | null;
}

/** PUT /stats/settings: the client's defaults for its OS teams' reflections (cofounder teams' start Open). */
export class ConfidentialityDefaultsDto {
  @IsIn(CONFIDENTIALITY_MODES, { message: M.badMode })
  default_mode!: ConfidentialityMode;

  @IsInt({ message: M.badMinRaters })
  @Min(MIN_RATERS_FLOOR, { message: M.badMinRaters })
  @Max(MIN_RATERS_CEILING, { message: M.badMinRaters })
  min_raters!: number;
}
