import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ResultItemView } from '@gc/contracts';
import { score } from '../results-format';

interface QuestionDetailProps {
  items: readonly ResultItemView[];
  index: number;
  onIndex: (index: number) => void;
}

function Quotes({ title, quotes }: { title: string; quotes: readonly { text: string }[] }) {
  if (quotes.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
        {quotes.map((quote, i) => (
          <li key={i}>
            <Typography variant="body2">“{quote.text}”</Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The detail panel under the radar (spec section 2): previous / next arrows cycle through the questions (the last
 * leads back to the first), showing the definition and its detailed bullets, the breakdown (each series' value and
 * how many people it aggregates), then 'Individual Comments' and 'Team Comments', or 'No quotes'.
 */
export function QuestionDetail({ items, index, onIndex }: QuestionDetailProps) {
  const item = items[index];
  if (!item) return null;
  const count = items.length;
  const { individual_comments: individual, team_comments: team } = item.quotes;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="result-question-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label="Previous question" onClick={() => onIndex((index - 1 + count) % count)}>
          <ChevronLeftIcon />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          <Typography id="result-question-title" variant="h6" component="h3" aria-live="polite">
            {item.question_name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {item.question_category} · Question {index + 1} of {count}
          </Typography>
        </Box>
        <IconButton aria-label="Next question" onClick={() => onIndex((index + 1) % count)}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      {item.desc_2 && <Typography sx={{ fontStyle: 'italic' }}>{item.desc_2}</Typography>}
      {item.question_definition && <Typography>{item.question_definition}</Typography>}
      {item.question_detailed_definition.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
          {item.question_detailed_definition.map((line) => (
            <li key={line}>
              <Typography variant="body2">{line}</Typography>
            </li>
          ))}
        </Box>
      )}
      <Box>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          Breakdown
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 0.5 }}>
          {item.data.map((datum) => (
            <li key={datum.name}>
              <Typography variant="body2">
                {datum.name}:{' '}
                {datum.value !== null
                  ? `${score(datum.value)} (${datum.score} ${datum.score === 1 ? 'person' : 'people'})`
                  : datum.info.withheld
                    ? datum.info.bullets.join(' ')
                    : 'No answers yet'}
              </Typography>
            </li>
          ))}
        </Box>
      </Box>
      {individual.length === 0 && team.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No quotes</Typography>
      ) : (
        <>
          <Quotes title="Individual Comments" quotes={individual} />
          <Quotes title="Team Comments" quotes={team} />
        </>
      )}
    </Paper>
  );
}
