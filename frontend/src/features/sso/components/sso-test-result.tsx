import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { SsoTestView } from '@gc/contracts';
import { Detail } from '../../../shared/ui/detail';

export type SsoTestOutcome = { found: SsoTestView } | { failure: string };

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What 'Test connection' found at the issuer (discovery), or why it found nothing. */
export function SsoTestResult({ outcome }: { outcome: SsoTestOutcome }) {
  if ('failure' in outcome) {
    return (
      <Alert severity="error">
        <AlertTitle>The connection test failed</AlertTitle>
        {outcome.failure}
      </Alert>
    );
  }
  const { found } = outcome;
  return (
    <Alert severity="success" role="status">
      <AlertTitle>The identity provider answered</AlertTitle>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <Detail label="Issuer" value={found.issuer} />
        <Detail label="Authorization endpoint" value={found.authorization_endpoint} />
        <Detail label="Token endpoint" value={found.token_endpoint} />
        {found.userinfo_endpoint && <Detail label="Userinfo endpoint" value={found.userinfo_endpoint} />}
        <Detail label="Sign-out supported" value={yesNo(found.end_session_endpoint !== null)} />
        <Detail label="PKCE S256" value={yesNo(found.pkce_s256)} />
      </Box>
    </Alert>
  );
}
