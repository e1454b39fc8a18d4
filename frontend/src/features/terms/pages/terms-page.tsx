import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { IdentityMessages } from '@gc/contracts';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { LEGAL_DOCUMENTS, LegalDocumentText, type LegalDocumentId } from '../../../shared/auth/legal-documents';
import { returnPathAfterSignIn } from '../../../shared/auth/return-path';
import { useSignOut } from '../../../shared/auth/session-api';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { useAcceptTermsMutation, useDeclineTermsMutation } from '../api/terms-api';
import { paths } from '../../../shared/routing/paths';

/**
 * /terms (protected, member spec section 2): the Terms and Conditions, or with ?document=privacy the Privacy
 * Policy, with Accept (continue to the page first asked for) and Decline ('Are you sure?', then sign-out with
 * 'Error: Logged out. User must accept Terms & Conditions').
 */
export function TermsPage() {
  const [params] = useSearchParams();
  return <LegalAcceptancePage documentId={params.get('document') === 'privacy' ? 'privacy' : 'terms'} />;
}

/** The Privacy Policy page, for a route of its own (/privacy). */
export function PrivacyPage() {
  return <LegalAcceptancePage documentId="privacy" />;
}

function LegalAcceptancePage({ documentId }: { documentId: LegalDocumentId }) {
  const document = LEGAL_DOCUMENTS[documentId];
  const other = LEGAL_DOCUMENTS[documentId === 'terms' ? 'privacy' : 'terms'];
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const signOut = useSignOut();
  const [accept, { isLoading: accepting }] = useAcceptTermsMutation();
  const [decline, { isLoading: declining }] = useDeclineTermsMutation();
  const [confirming, setConfirming] = useState(false);

  const fail = (error: unknown) =>
    dispatch(notificationShown({ type: 'error', title: 'Something went wrong', message: errorMessage(error) }));

  const onAccept = async () => {
    const result = await accept();
    if (result.error) return fail(result.error);
    // on to the page first asked for, unless that was this very page
    const target = returnPathAfterSignIn(location.state);
    navigate(new URL(target, window.location.origin).pathname === paths.terms ? paths.app : target, { replace: true });
  };

  const onDecline = async () => {
    const result = await decline();
    setConfirming(false);
    if (result.error) return fail(result.error);
    // the server has already ended every session of this person
    await signOut({ notice: IdentityMessages.termsDeclined, skipServer: true });
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', px: 2, py: { xs: 3, sm: 6 } }}>
      <Paper
        variant="outlined"
        component="article"
        aria-labelledby="legal-page-title"
        sx={{ maxWidth: 760, mx: 'auto', p: { xs: 3, sm: 5 } }}
      >
        <Typography variant="overline" color="primary" component="p">
          GrowthCatalyst
        </Typography>
        <Typography id="legal-page-title" variant="h4" component="h1" sx={{ mb: 2 }}>
          {document.title}
        </Typography>
        <LegalDocumentText document={document} />
        <Typography sx={{ mt: 3 }}>
          Please also read our{' '}
          <Link
            component={RouterLink}
            to={other.id === 'privacy' ? paths.termsPrivacy : paths.terms}
            state={location.state}
          >
            {other.title}
          </Link>
          . Accepting accepts both.
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            justifyContent: 'flex-end',
            gap: 2,
            mt: 4,
          }}
        >
          <Button variant="outlined" color="inherit" onClick={() => setConfirming(true)} disabled={declining}>
            Decline
          </Button>
          <Button variant="contained" onClick={onAccept} disabled={accepting}>
            Accept
          </Button>
        </Box>
      </Paper>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="decline-title"
        aria-describedby="decline-text"
      >
        <DialogTitle id="decline-title">Are you sure?</DialogTitle>
        <DialogContent>
          <DialogContentText id="decline-text">
            You need to accept the Terms & Conditions to use GrowthCatalyst. If you decline, you will be logged out.
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={() => setConfirming(false)} autoFocus>
            Go back
          </Button>
          <Button color="error" onClick={onDecline} disabled={declining}>
            I understand, continue
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
