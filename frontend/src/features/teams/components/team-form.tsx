import { DescriptionField, FormTextField } from '../../../shared/ui/form-text-field';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { dtoResolver } from '../../../shared/forms/resolvers';
import {
  CreateTeamDto,
  TEAM_TYPES,
  teamTypeLabel,
  TEXT_MAX_LENGTH,
  WorkspaceMessages as M,
  type TeamType,
  type TeamView,
} from '@gc/contracts';
import { type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { useGetStagesQuery } from '../../../shared/api/reference-data-api';
import { epochToIsoDate, isoDateToEpoch, todayIsoDate } from '../team-dates';

/** The team form as typed: the founded date is the date input's 'yyyy-MM-dd'. */
export interface TeamFormValues {
  team_name: string;
  description: string;
  team_type: TeamType | '';
  stage: string;
  founded: string;
}

export const emptyTeamForm = (): TeamFormValues => ({
  team_name: '',
  description: '',
  team_type: '',
  stage: '',
  founded: todayIsoDate(),
});

export const teamFormOf = (team: TeamView): TeamFormValues => ({
  team_name: team.team_name,
  description: team.description,
  team_type: team.team_type,
  stage: team.stage,
  founded: epochToIsoDate(team.date_founded),
});

/** What the API receives (POST /teams, PUT /teams/{id}). */
export function teamPayload(values: TeamFormValues): CreateTeamDto {
  return {
    team_name: values.team_name.trim(),
    description: values.description.trim(),
    team_type: values.team_type as TeamType,
    stage: values.stage,
    date_founded: isoDateToEpoch(values.founded) ?? undefined,
  };
}

/** What CreateTeamDto checks: the form's fields and the founded day as the API receives it. */
type TeamDtoValues = TeamFormValues & { date_founded?: number };
const dtoCheck = dtoResolver<TeamDtoValues>(CreateTeamDto);

/** The contracts' CreateTeamDto validates the form (same messages as the API), plus a real founded day. */
export const teamFormResolver: Resolver<TeamFormValues> = async (values, context, options) => {
  const dateFounded = isoDateToEpoch(values.founded);
  const checked = await dtoCheck({ ...values, date_founded: dateFounded ?? undefined }, context, options);
  // the founded day's own message, under the date input, replaces the DTO's
  const { date_founded: _dateFounded, ...errors } = checked.errors;
  const all: FieldErrors<TeamFormValues> = {
    ...errors,
    ...(dateFounded === null ? { founded: { type: 'required', message: M.invalidDate } } : {}),
  };
  return Object.keys(all).length > 0 ? { values: {}, errors: all } : { values, errors: {} };
};

/** Team name, description, team type, stage and date founded, for creating and for the edit mode. */
export function TeamFormFields({ control }: { control: Control<TeamFormValues> }) {
  const { data: stages = [], error } = useGetStagesQuery();
  useQueryErrorBoundary(error);

  return (
    <Stack spacing={3}>
      <FormTextField name="team_name" control={control} label="Team name" required maxLength={TEXT_MAX_LENGTH} />
      <DescriptionField name="description" control={control} maxLength={TEXT_MAX_LENGTH} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 2 }}>
        <FormTextField name="team_type" control={control} select label="Team type" required>
          {TEAM_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {teamTypeLabel(type)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField name="stage" control={control} select label="Stage" required>
          {stages.map((stage) => (
            <MenuItem key={stage.stage_id} value={stage.stage_id}>
              {stage.stage_name}
            </MenuItem>
          ))}
        </FormTextField>
      </Stack>
      <FormTextField
        name="founded"
        control={control}
        type="date"
        label="Date founded"
        required
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 280 } }}
      />
    </Stack>
  );
}
