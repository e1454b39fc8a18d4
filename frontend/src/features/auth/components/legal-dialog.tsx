import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LEGAL_DOCUMENTS, LegalDocumentText, type LegalDocumentId } from '../../../shared/auth/legal-documents';

/**
 * The Terms of Service or Privacy Policy, read from the 'Welcome!' form without leaving it (the /terms page is
 * for signed-in people, and leaving would lose what was typed).
 */
export function LegalDialog({ document, onClose }: { document: LegalDocumentId | null; onClose: () => void }) {
  const shown = document ? LEGAL_DOCUMENTS[document] : null;
  return (
    <Dialog open={shown !== null} onClose={onClose} scroll="paper" aria-labelledby="legal-title" maxWidth="md">
      <DialogTitle id="legal-title">{shown?.title}</DialogTitle>
      <DialogContent dividers>{shown && <LegalDocumentText document={shown} />}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
