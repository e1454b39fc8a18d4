import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { STAT_OPTION_LABELS, STAT_TYPE_LABELS, STAT_TYPES, type ResultDatum, type StatType } from '@gc/contracts';
import { LoadError } from '../../../shared/ui/load-error';
import { AUDIT_SERIES, useGetResultsAtQuery } from '../api/audit-api';

/**
 * The results as the results page showed them at an instant: per chart type, a plain table of the team's two series
 * (Team Self-Assessment and Team Results) per question. The radar belongs to the results hub; an audit reads numbers.
 */
export function ResultsAsOf({ reflectionId, at }: { reflectionId: string; at: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Averages on the 0–4 scale, with how many people each aggregates.
      </Typography>
      {STAT_TYPES.map((type) => (
        <ResultsTable key={type} reflectionId={reflectionId} at={at} type={type} />
      ))}
    </Box>
  );
}

function ResultsTable({ reflectionId, at, type }: { reflectionId: string; at: string; type: StatType }) {
  const { data, error, refetch } = useGetResultsAtQuery({ id: reflectionId, at, type });
  const label = STAT_TYPE_LABELS[type];
  if (error) return <LoadError what={`the ${label} results`} error={error} onRetry={() => void refetch()} />;
  if (!data) return <Typography color="text.secondary">Loading the {label} results…</Typography>;
  if (data.length === 0) {
    return <Typography color="text.secondary">{`${label}: no questions of this type.`}</Typography>;
  }
  const withheld = data.flatMap((item) => item.data).find((d) => d.info.withheld)?.info.bullets[0];
  return (
    <Box>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          sx={{
            '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } },
            '& caption': { captionSide: 'top', px: 0, pt: 0, color: 'text.primary', typography: 'subtitle2' },
          }}
        >
          <caption>{label}</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Question
              </TableCell>
              {AUDIT_SERIES.map((option) => (
                <TableCell key={option} component="th" scope="col" align="right">
                  {STAT_OPTION_LABELS[option]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((item) => (
              <TableRow key={item.assessment_question_id}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {item.question_name}
                </TableCell>
                {AUDIT_SERIES.map((option) => (
                  <TableCell key={option} align="right">
                    {cellText(item.data.find((d) => d.option === option))}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {withheld && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Withheld: {withheld}
        </Typography>
      )}
    </Box>
  );
}

function cellText(datum: ResultDatum | undefined): string {
  if (!datum) return '—';
  if (datum.info.withheld) return 'Withheld';
  if (datum.value === null) return 'No answers';
  return `${datum.value.toFixed(2)} (${datum.score})`;
}
