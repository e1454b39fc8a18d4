import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { HistoryEntry } from '../results-format';
import { useFileDownload } from '../use-file-download';

interface ResultsExportsProps {
  entry: HistoryEntry;
  isAdmin: boolean;
  /** whose PDF report: the receiver an administrator chose, or the viewer's own; null: no report */
  receiverId: string | null;
}

const enc = encodeURIComponent;
const fileBase = (name: string) => name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'results';

/**
 * The exports: 'Download CSV' of the reflection's aggregates for administrators (GET /stats/export.csv), and
 * 'Download PDF report' (GET /stats/report.pdf) of a receiver: the viewer's own, or for administrators the one
 * chosen in the hub's 'Receiver' (the same choice the chart shows).
 */
export function ResultsExports({ entry, isAdmin, receiverId }: ResultsExportsProps) {
  const { download, busy } = useFileDownload();
  const pdfPath = `stats/report.pdf?assessment_id=${enc(entry.assessment_id)}&receiver_id=${enc(receiverId ?? '')}`;
  const csvPath = `stats/export.csv?assessment_id=${enc(entry.assessment_id)}`;
  if (!isAdmin && !receiverId) return null;

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {isAdmin && (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy === csvPath}
          onClick={() => void download(csvPath, `${fileBase(entry.assessment_name)}.csv`)}
        >
          Download CSV
        </Button>
      )}
      {receiverId && (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy === pdfPath}
          onClick={() => void download(pdfPath, `${fileBase(entry.assessment_name)}-report.pdf`)}
        >
          Download PDF report
        </Button>
      )}
    </Box>
  );
}
