import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { phaseLabel, type TakeView } from '@gc/contracts';
import { ConfidentialityNote } from '../../../domain/reflections/confidentiality-note';
import { formatShownDate } from '../../../domain/reflections/reflection-dates';

/**
 * The fill-in screen's first step (member spec section 2): the instructions, the reflection's facts, how the
 * ratings will be shown (issue 28: the promise, read before the first answer) and 'Begin reflection' ('See
 * responses' once closed or submitted; disabled before the launch).
 */
export function Instructions({ take, onBegin }: { take: TakeView; onBegin: () => void }) {
  const launched = take.assessment_status !== 'UPCOMING' && new Date(take.launch_date).getTime() <= Date.now();
  const seeResponses = !take.editable && launched;
  const people = take.subjects.map((s) => (s.self ? `${s.name || s.email} (yourself)` : s.name || s.email));
  const answered = take.answers.filter((a) => a.response != null || a.comment.trim() !== '').length;
  return (
    <Paper
      component="section"
      aria-labelledby="take-instructions-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 880 }}
    >
      <Typography id="take-instructions-title" variant="h5" component="h2">
        Instructions
      </Typography>
      {take.assessment_instructions && (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {take.assessment_instructions}
        </Typography>
      )}
      {take.assessment_description && (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {take.assessment_description}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          Status
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {phaseLabel(take.status, take.admin_closed)}
        </Typography>
        {take.team_name && (
          <>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              Team
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {take.team_name}
            </Typography>
          </>
        )}
        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          {launched ? 'Due' : 'Opens'}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatShownDate(launched ? take.due_date : take.launch_date)}
        </Typography>
        {people.length > 0 && (
          <>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              Reflecting on
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {people.join(', ')}
            </Typography>
          </>
        )}
        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          Sections
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {take.sections.length}
          {take.editable && answered > 0 ? ` (${answered} answers saved so far)` : ''}
        </Typography>
      </Box>
      {!launched && (
        <Typography variant="body2" color="text.secondary">
          This reflection opens on {formatShownDate(take.launch_date)}.
        </Typography>
      )}
      {take.confidentiality_promise && <ConfidentialityNote promise={take.confidentiality_promise} />}
      <Box>
        <Button variant="contained" onClick={onBegin} disabled={!launched || take.sections.length === 0}>
          {seeResponses ? 'See responses' : 'Begin reflection'}
        </Button>
      </Box>
    </Paper>
  );
}
