import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { stripAllWhitespace, type ChallengeView } from '@gc/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { signedIn } from '../../../shared/auth/auth-slice';
import { returnPathAfterSignIn } from '../../../shared/auth/return-path';
import { PublicPageCard } from '../../../shared/ui/public-page-card';
import { useSignInMutation } from '../api/auth-api';
import { ChallengeStep } from './challenge-step';
import { ForgotPasswordStep } from './forgot-password-step';

interface SignInForm {
  email: string;
  password: string;
}

export function LoginPage() {
  const [params] = useSearchParams();
  return params.get('step') === 'forgot-password' ? <ForgotPasswordStep /> : <SignInStep />;
}

function SignInStep() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [signIn, { isLoading }] = useSignInMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const [challenge, setChallenge] = useState<ChallengeView | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors: fieldErrors },
  } = useForm<SignInForm>({ defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setErrors([]);
    // Member spec section 5: sign-in strips all whitespace from both fields.
    const result = await signIn({ email: stripAllWhitespace(email), password: stripAllWhitespace(password) });
    if (result.error) {
      setErrors([errorMessage(result.error)]);
      return;
    }
    if ('challenge' in result.data) {
      setChallenge(result.data);
      return;
    }
    dispatch(signedIn(result.data));
    navigate(returnPathAfterSignIn(location.state), { replace: true });
  });

  if (challenge) return <ChallengeStep challenge={challenge} onBack={() => setChallenge(null)} />;

  return (
    <PublicPageCard title="Welcome back!" subtitle="Your learning journey continues">
      {errors.length > 0 && (
        <Box role="alert" sx={{ mb: 2 }}>
          {errors.map((line) => (
            <Typography key={line} color="error" variant="body2">
              {line}
            </Typography>
          ))}
        </Box>
      )}
      <Stack component="form" noValidate spacing={3} onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          error={fieldErrors.email !== undefined}
          helperText={fieldErrors.email?.message}
          {...register('email', { required: 'This field is required' })}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.password !== undefined}
          helperText={fieldErrors.password?.message}
          {...register('password', { required: 'This field is required' })}
        />
        <Link component={RouterLink} to="/login?step=forgot-password" underline="hover" sx={{ alignSelf: 'flex-end' }}>
          Forgot your password?
        </Link>
        <Button type="submit" variant="contained" size="large" disabled={isLoading}>
          Log In
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          New to GrowthCatalyst?{' '}
          <Link component={RouterLink} to="/request-demo">
            Request a demo
          </Link>
        </Typography>
      </Stack>
    </PublicPageCard>
  );
}
