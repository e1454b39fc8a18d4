import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { CreateClientDto, TEXT_MAX_LENGTH } from '@gc/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useQueryErrorBoundary } from '../../../shared/api/use-query-error-boundary';
import { PageShell } from '../../../shared/ui/page-shell';
import { useGetIndustriesQuery } from '../../../shared/api/reference-data-api';
import { useCreateClientMutation } from '../api/clients-api';
import { ClientFields } from '../components/client-fields';
import { paths } from '../../../shared/routing/paths';

type ClientForm = Pick<CreateClientDto, 'client_name' | 'description' | 'industry_id'>;

const resolver = dtoResolver<CreateClientDto>(CreateClientDto);

/** Spec (section 8): what the page says when the client could not be created. */
export const CREATE_CLIENT_FAILED = 'Error while creating a new client!...';

/**
 * /app/create-client, 'Add a New Client' (Global Administrator only; the route guard sends everyone else to the
 * dashboard). Validation runs on change and 'Create Client' stays disabled until the form is valid.
 */
export function CreateClientPage() {
  const navigate = useNavigate();
  const { data: industries = [], error } = useGetIndustriesQuery();
  useQueryErrorBoundary(error);
  const [createClient, { isLoading }] = useCreateClientMutation();
  const [failed, setFailed] = useState(false);
  // One key per client being created: a retry after an error repeats the same request (the server completes it
  // rather than creating a second client); a changed form starts a new one.
  const attempt = useRef<{ key: string; form: string } | null>(null);
  const {
    control,
    handleSubmit,
    formState: { isValid },
  } = useForm<ClientForm>({
    resolver,
    mode: 'onChange',
    defaultValues: { client_name: '', description: '', industry_id: '' },
  });

  const submit = handleSubmit(async (form) => {
    setFailed(false);
    const body = {
      client_name: form.client_name.trim(),
      description: form.description.trim(),
      industry_id: form.industry_id,
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.form !== signature) attempt.current = { key: crypto.randomUUID(), form: signature };
    const result = await createClient({ ...body, idempotencyKey: attempt.current.key });
    if (result.error) {
      setFailed(true);
      return;
    }
    navigate(paths.dashboard);
  });

  return (
    <PageShell title="Add a New Client" back={{ to: paths.dashboard, label: 'Back to dashboard' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
        <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="Add a New Client">
          <ClientFields control={control} industries={industries} maxLength={TEXT_MAX_LENGTH} />
          {failed && <Alert severity="error">{CREATE_CLIENT_FAILED}</Alert>}
          <Button
            type="submit"
            variant="contained"
            disabled={!isValid || isLoading}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            Create Client
          </Button>
        </Stack>
      </Paper>
    </PageShell>
  );
}
