import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { GapItemView, GapKind } from '@gc/contracts';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetGapsQuery } from '../api/results-api';
import { score } from '../results-format';
import { SideScroll } from './side-scroll';

const KIND_LABELS: Record<GapKind, string> = {
  BLIND_SPOT: 'Blind spot',
  HIDDEN_STRENGTH: 'Hidden strength',
  ALIGNED: 'Aligned',
};
const KIND_COLOURS = { BLIND_SPOT: 'warning', HIDDEN_STRENGTH: 'primary', ALIGNED: 'default' } as const;

const named = (items: readonly GapItemView[], kind: GapKind) =>
  items.filter((item) => item.kind === kind).map((item) => item.question_name);

/**
 * The gap view (beyond the spec, as 360 tools show it): a receiver's self-rating against how others rated them, per
 * question, naming blind spots (self at least a point higher) and hidden strengths (a point lower). Only the
 * receiver's own; others' side appears once the anonymity threshold is met.
 */
export function GapView({ reflectionId }: { reflectionId: string }) {
  const { data: items, error, refetch, isLoading } = useGetGapsQuery(reflectionId);
  if (error) return <LoadError what="your gap view" error={error} onRetry={() => void refetch()} />;
  if (isLoading || !items) return null;
  const blind = named(items, 'BLIND_SPOT');
  const hidden = named(items, 'HIDDEN_STRENGTH');
  const raters = Math.max(0, ...items.map((item) => item.raters));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        How you rated yourself against how others rated you. A blind spot is where you rate yourself at least a point
        higher than others do; a hidden strength, where others rate you at least a point higher.
      </Typography>
      {items.every((item) => item.gap === null) ? (
        <Typography>
          {raters > 0
            ? 'Your gaps show once enough people have rated you.'
            : 'Your gaps show once you and others have answered.'}
        </Typography>
      ) : (
        <>
          <Typography>
            <strong>Blind spots:</strong> {blind.length > 0 ? blind.join(', ') : 'none'}
          </Typography>
          <Typography>
            <strong>Hidden strengths:</strong> {hidden.length > 0 ? hidden.join(', ') : 'none'}
          </Typography>
        </>
      )}
      {/* a phone scrolls the table sideways inside its box, with a cue, never the page */}
      <SideScroll label="Gaps per question">
        <Table size="small" sx={{ minWidth: 520 }}>
          <caption>Your self-assessment against others’ ratings, per question (0 to 4)</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Question
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Self
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Others
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Gap
              </TableCell>
              <TableCell component="th" scope="col">
                Reading
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.question_name}>
                <TableCell component="th" scope="row">
                  {item.question_name}
                </TableCell>
                <TableCell align="right">{item.self !== null ? score(item.self) : '–'}</TableCell>
                <TableCell align="right">
                  {item.others !== null ? `${score(item.others)} (${item.raters})` : item.raters > 0 ? 'Withheld' : '–'}
                </TableCell>
                <TableCell align="right">
                  {item.gap !== null ? `${item.gap > 0 ? '+' : ''}${score(item.gap)}` : '–'}
                </TableCell>
                <TableCell>
                  {item.kind && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color={KIND_COLOURS[item.kind]}
                      label={KIND_LABELS[item.kind]}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SideScroll>
    </Box>
  );
}
