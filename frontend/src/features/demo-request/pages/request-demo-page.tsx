import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { dtoResolver } from '../../../shared/forms/resolvers';
import { DemoRequestDto } from '@gc/contracts';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { paths } from '../../../shared/routing/paths';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { useRequestDemoMutation } from '../api/demo-requests-api';

type DemoRequestForm = Required<DemoRequestDto>;

const resolver = dtoResolver<DemoRequestForm>(DemoRequestDto);

/**
 * A field bots fill in and people never see: off-screen, out of the tab order and of the accessibility tree. The
 * API answers a request that filled it as if accepted and stores nothing.
 */
const honeypot = {
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
} as const;

/** /request-demo: 'Request a demo' (fullname, email, company, optional reason), then /conf-email. */
export function RequestDemoPage() {
  const navigate = useNavigate();
  const [requestDemo, { isLoading, error, reset }] = useRequestDemoMutation();
  const { control, handleSubmit, register } = useForm<DemoRequestForm>({
    resolver,
    defaultValues: { fullname: '', email: '', company: '', reason: '', website: '' },
  });

  const submit = handleSubmit(async (values) => {
    const result = await requestDemo({ ...values, reason: values.reason.trim() || undefined });
    if ('data' in result) await navigate(paths.confEmail);
  });

  return (
    <PublicPageCard
      title="Request a demo"
      subtitle="Tell us a little about you and your company, and we will get in touch to show you GrowthCatalyst."
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} onChange={() => error && reset()}>
        {error && (
          <Typography role="alert" sx={{ color: 'error.dark', mb: 2 }}>
            {errorMessage(error)}
          </Typography>
        )}
        <Stack spacing={2.5}>
          <FormTextField name="fullname" control={control} label="Full name" autoComplete="name" required />
          <FormTextField name="email" control={control} label="Email" type="email" autoComplete="email" required />
          <FormTextField name="company" control={control} label="Company" autoComplete="organization" required />
          <FormTextField
            name="reason"
            control={control}
            label="Reason"
            multiline
            minRows={3}
            helperText="Optional: what would you like to see?"
          />
          <Box aria-hidden sx={honeypot}>
            <label htmlFor="demo-website">Website</label>
            <input id="demo-website" type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Request a demo'}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" sx={{ mt: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to={paths.login}>
          Log In
        </Link>
      </Typography>
    </PublicPageCard>
  );
}
