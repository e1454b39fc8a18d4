import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ChallengeName, ChallengeView } from '@gc/contracts';
import { PublicPageCard } from '../../../shared/ui/public-page-card';

const TITLES: Record<ChallengeName, string> = {
  SMS_MFA: 'Verify Phone Number',
  ACCOUNT_SETUP: 'Welcome!',
  NEW_PASSWORD_REQUIRED: 'Set a new password',
};

/**
 * Frame of the step a sign-in asks for next (member spec section 2). The forms that answer each challenge
 * (POST /auth/challenge) belong to the sign-in flow's issue and replace the body of this card.
 */
export function ChallengeStep({ challenge, onBack }: { challenge: ChallengeView; onBack: () => void }) {
  return (
    <PublicPageCard title={TITLES[challenge.challenge]}>
      {challenge.destination && <Typography sx={{ mb: 3 }}>The code was sent to {challenge.destination}.</Typography>}
      <Typography variant="body2">
        Already have an account?{' '}
        <Link component="button" type="button" onClick={onBack}>
          Log In
        </Link>
      </Typography>
    </PublicPageCard>
  );
}
