import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  answerKey,
  answeredPerReceiver,
  REFLECTION_TEXT_MAX,
  TakeMessages,
  TEAM_SUBJECT,
  type AnswerValue,
  type ReflectionQuestionView,
  type TakeSubjectView,
} from '@gc/contracts';
import { memo, useId } from 'react';

/** One card: a person rated (a receiver, '(SA)' for the taker's own), or the team (team dynamics and open questions). */
export interface Card {
  subject: string;
  title: string;
}

/** The cards of a question: one per person rated for scored skills and mindsets, else one about the team. */
export function cardsOf(question: ReflectionQuestionView, subjects: readonly TakeSubjectView[]): Card[] {
  if (answeredPerReceiver(question.question_type))
    return subjects.map((s) => ({
      subject: s.user_id,
      title: s.self ? `${s.name || s.email} (SA)` : s.name || s.email,
    }));
  // team dynamics and open questions are answered once, about the team: their one card is headed as a person's is
  return [{ subject: TEAM_SUBJECT, title: 'The team' }];
}

interface QuestionBlockProps {
  number: number;
  question: ReflectionQuestionView;
  cards: Card[];
  answers: ReadonlyMap<string, AnswerValue>;
  /** the answer keys whose error shows (after a Next that found them missing) */
  missing: ReadonlySet<string>;
  readOnly: boolean;
  /** a section with more than 4 cards collapses its questions */
  collapsible: boolean;
  expanded: boolean;
  onToggle: () => void;
  onChange: (questionId: string, subject: string, patch: { response?: number | null; comment?: string }) => void;
}

/** A question: its prompt, then its cards in rows of 4 (member spec sections 2 and 9). */
export const QuestionBlock = memo(function QuestionBlock(props: QuestionBlockProps) {
  const { number, question, cards, missing, collapsible, expanded, onToggle } = props;
  const promptId = useId();
  const regionId = useId();
  const prompt = question.question_prompt || question.question_name;
  const open = !collapsible || expanded;
  const unanswered = cards.filter((card) => missing.has(answerKey(question.assessment_question_id, card.subject)));
  const heading = (
    <Typography id={promptId} component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere', textAlign: 'left' }}>
      {number}. {prompt}
    </Typography>
  );
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography component="h3" variant="body1" sx={{ m: 0 }}>
        {collapsible ? (
          <ButtonBase
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={regionId}
            sx={{ width: '100%', justifyContent: 'space-between', gap: 1, borderRadius: 1, p: 0.5, textAlign: 'left' }}
          >
            {heading}
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
              {unanswered.length > 0 && (
                <Typography component="span" variant="body2" color="error">
                  {unanswered.length} to answer
                </Typography>
              )}
              <ExpandMoreIcon
                aria-hidden
                sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
              />
            </Box>
          </ButtonBase>
        ) : (
          heading
        )}
      </Typography>
      <Collapse in={open} id={regionId} unmountOnExit={false}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {cards.map((card) => (
            <AnswerCard key={card.subject} {...props} card={card} promptId={promptId} prompt={prompt} />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
});

function AnswerCard({
  question,
  card,
  answers,
  missing,
  readOnly,
  onChange,
  promptId,
  prompt,
}: QuestionBlockProps & { card: Card; promptId: string; prompt: string }) {
  const id = useId();
  const key = answerKey(question.assessment_question_id, card.subject);
  const answer = answers.get(key);
  const isOpen = question.question_type === 'OPEN';
  const error = missing.has(key);
  const qid = question.assessment_question_id;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, borderColor: error ? 'error.main' : undefined }}
    >
      <Typography id={`${id}-person`} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {card.title}
      </Typography>
      {!isOpen && (
        <FormControl error={error} component="fieldset" sx={{ minWidth: 0 }}>
          <RadioGroup
            aria-labelledby={`${promptId} ${id}-person`}
            aria-describedby={error ? `${id}-error` : undefined}
            name={`${qid}-${card.subject}`}
            value={answer?.value ?? null}
            onChange={(_event, value) => !readOnly && onChange(qid, card.subject, { response: Number(value) })}
          >
            {question.question_scale.map((option) => {
              const disabled = readOnly && answer?.value !== option.value;
              const label = (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  disabled={disabled}
                  control={<Radio size="small" />}
                  label={option.label}
                  sx={{ alignItems: 'flex-start', '& .MuiFormControlLabel-label': { pt: '5px' } }}
                />
              );
              return disabled || !option.tooltip ? (
                label
              ) : (
                <Tooltip key={option.value} title={option.tooltip} describeChild placement="top" enterTouchDelay={500}>
                  {label}
                </Tooltip>
              );
            })}
          </RadioGroup>
          {error && <FormHelperText id={`${id}-error`}>{TakeMessages.makeSelection}</FormHelperText>}
        </FormControl>
      )}
      <TextField
        label={isOpen ? 'Your answer' : 'Comment (optional)'}
        multiline
        minRows={isOpen ? 3 : 2}
        size="small"
        value={answer?.comment ?? ''}
        required={isOpen}
        error={isOpen && error}
        helperText={isOpen && error ? TakeMessages.required : undefined}
        onChange={(event) => onChange(qid, card.subject, { comment: event.target.value })}
        slotProps={{
          htmlInput: {
            readOnly,
            maxLength: REFLECTION_TEXT_MAX,
            'aria-label': isOpen ? `Your answer — ${prompt}` : `Comment (optional) — ${card.title} — ${prompt}`,
          },
        }}
      />
    </Paper>
  );
}
