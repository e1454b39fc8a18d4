import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { IdentityMessages, type ImportReportView } from '@gc/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../../shared/api/base-query';
import { useImportUsersMutation } from '../api/users-api';
import { EmailText } from '../../../shared/ui/email-text';

/**
 * 'Import users from CSV' (admin spec section 2): a .csv file with a header row, then name,email,permission per
 * line (permission Client Administrator or User). The server judges every row; the report shows each one.
 */
export function ImportUsersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReportView | null>(null);
  const [importUsers, { isLoading }] = useImportUsersMutation();

  const close = () => {
    setFile(null);
    setProblem(null);
    setReport(null);
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    setReport(null);
    if (chosen && !/\.csv$/i.test(chosen.name)) {
      setFile(null);
      setProblem(IdentityMessages.csvOnly);
      return;
    }
    setProblem(null);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    const result = await importUsers({ csv: await file.text(), file_name: file.name });
    if (result.error) {
      setProblem(errorMessage(result.error));
      return;
    }
    setReport(result.data);
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>Import users from CSV</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          Choose a .csv file. The first line is the header row; then one user per line: name, email and permission,
          separated by commas. Permission is Client Administrator or User.
        </DialogContentText>
        <Box
          component="pre"
          aria-label="Example file"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'background.default',
            borderRadius: 1,
            fontSize: '0.8125rem',
            overflowX: 'auto',
          }}
        >
          {
            'name,email,permission\nAda Lovelace,ada@example.com,User\nGrace Hopper,grace@example.com,Client Administrator'
          }
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button variant="outlined" component="label">
            Choose CSV file
            <input hidden type="file" accept=".csv,text/csv" aria-label="CSV file" onChange={choose} />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {file ? file.name : 'No file chosen'}
          </Typography>
        </Box>
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        {report && <ImportReport report={report} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{report ? 'Close' : 'Cancel'}</Button>
        <Button variant="contained" onClick={upload} disabled={!file || isLoading || report !== null}>
          Import users
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ImportReport({ report }: { report: ImportReportView }) {
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Alert severity={report.rejected > 0 ? 'warning' : 'success'}>
        {report.created} created, {report.rejected} rejected
      </Alert>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Import results">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((row) => (
              <TableRow key={row.line}>
                <TableCell>{row.line}</TableCell>
                <TableCell>{row.email ? <EmailText email={row.email} /> : '—'}</TableCell>
                <TableCell>
                  {row.status === 'created' ? (
                    <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
                      Created
                    </Typography>
                  ) : (
                    <>
                      <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
                        Rejected
                      </Typography>
                      <Typography variant="body2">{row.reason}</Typography>
                    </>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
