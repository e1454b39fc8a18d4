import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PageShell } from '../../../shared/ui/page-shell';
import { useCreateTeamMutation } from '../api/teams-api';
import {
  emptyTeamForm,
  teamFormResolver,
  teamPayload,
  TeamFormFields,
  type TeamFormValues,
} from '../components/team-form';
import { paths } from '../../../shared/routing/paths';

/** Spec (section 8): what the page says when the team could not be created. */
export const CREATE_TEAM_FAILED = 'Error while creating a new team!...';

/** /app/teams/create-team (admins): after creation the new team opens in /app/teams/edit-team/{teamID}. */
export function CreateTeamPage() {
  const navigate = useNavigate();
  const [createTeam, { isLoading }] = useCreateTeamMutation();
  const [failed, setFailed] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<TeamFormValues>({ resolver: teamFormResolver, mode: 'onChange', defaultValues: emptyTeamForm() });

  const submit = handleSubmit(async (values) => {
    setFailed(false);
    const result = await createTeam(teamPayload(values));
    if (result.error) {
      setFailed(true);
      return;
    }
    // Created. The answer carries the team unless the read model was still catching up: then the list shows it.
    navigate(result.data ? paths.teams.edit(result.data.team_id) : paths.teams.root);
  });

  return (
    <PageShell title="Create a new team" back={{ to: paths.teams.root, label: 'Back to teams' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="Create a new team">
          <TeamFormFields control={control} />
          {failed && <Alert severity="error">{CREATE_TEAM_FAILED}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isLoading}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            Create Team
          </Button>
        </Stack>
      </Paper>
    </PageShell>
  );
}
