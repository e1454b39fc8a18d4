import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetOpenAnswersQuery } from '../api/results-api';

/**
 * 'Open answers': each open question of the reflection with its prompt and what the team wrote, as the API orders
 * it (by text, so the order says nothing of who wrote what), or why the answers are held back. Nothing when the
 * reflection has no open questions.
 */
export function OpenAnswers({ reflectionId }: { reflectionId: string }) {
  const id = useId();
  const { data: questions, error, refetch } = useGetOpenAnswersQuery(reflectionId);
  if (error) return <LoadError what="the open answers" error={error} onRetry={() => void refetch()} />;
  if (!questions || questions.length === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, minWidth: 0 }}
    >
      <Typography id={`${id}-title`} variant="h5" component="h2">
        Open answers
      </Typography>
      {questions.map((question, index) => (
        <Box key={question.assessment_question_id} sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Typography id={`${id}-q${index}`} variant="h6" component="h3">
            {question.question_name}
          </Typography>
          <Typography sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}>{question.prompt}</Typography>
          {question.withheld_message ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {question.withheld_message}
            </Typography>
          ) : question.answers.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No answers yet
            </Typography>
          ) : (
            <Box
              component="ul"
              aria-labelledby={`${id}-q${index}`}
              sx={{ pl: 2.5, my: 0.5, display: 'grid', gap: 0.5 }}
            >
              {question.answers.map((answer, i) => (
                <li key={i}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {answer}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Paper>
  );
}
