import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetAssessmentQuery } from '../../../shared/reflections/reflections-api';
import type { HistoryEntry } from '../results-format';
import { useFileDownload } from '../use-file-download';

interface ResultsExportsProps {
  entry: HistoryEntry;
  isAdmin: boolean;
  userId: string;
}

const enc = encodeURIComponent;
const fileBase = (name: string) => name.replace(/[^\w.-]+/g, '-').replace(/^-|-$/g, '') || 'results';

/**
 * The exports: 'Download CSV' of the reflection's aggregates for administrators (GET /stats/export.csv), and
 * 'Download PDF report' (GET /stats/report.pdf) of the receiver's own report, or, for administrators, of the
 * receiver they pick (the reflection's receivers; none, no PDF).
 */
export function ResultsExports({ entry, isAdmin, userId }: ResultsExportsProps) {
  const { download, busy } = useFileDownload();
  const { data: reflection } = useGetAssessmentQuery(entry.assessment_id, { skip: !isAdmin });
  const receivers = (reflection?.general_settings?.members_with_roles ?? []).filter((m) => m.reciever);
  const [picked, setPicked] = useState('');
  const receiverId = isAdmin ? picked || receivers[0]?.user_id || '' : userId;
  const pdfPath = `stats/report.pdf?assessment_id=${enc(entry.assessment_id)}&receiver_id=${enc(receiverId)}`;
  const csvPath = `stats/export.csv?assessment_id=${enc(entry.assessment_id)}`;
  const showPdf = isAdmin ? receivers.length > 0 : entry.is_reciever;
  if (!isAdmin && !showPdf) return null;

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
      {showPdf && isAdmin && (
        <TextField
          select
          size="small"
          label="Receiver"
          value={receiverId}
          onChange={(event) => setPicked(event.target.value)}
          sx={{ minWidth: 200, width: 'auto' }}
        >
          {receivers.map((r) => (
            <MenuItem key={r.user_id} value={r.user_id}>
              {r.name ?? r.email}
            </MenuItem>
          ))}
        </TextField>
      )}
      {showPdf && (
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={busy === pdfPath || !receiverId}
          onClick={() => void download(pdfPath, `${fileBase(entry.assessment_name)}-report.pdf`)}
        >
          Download PDF report
        </Button>
      )}
    </Box>
  );
}
