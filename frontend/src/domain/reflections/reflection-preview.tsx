import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isScored, type QuestionType, type ScaleOption } from '@gc/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { FocusableHeading } from '../../shared/ui/focusable-heading';

/** What a preview shows: a saved reflection (ReflectionView fits) or the builder's unsaved form. */
export interface PreviewQuestion {
  question_type: QuestionType;
  question_prompt: string;
  question_name?: string;
  /** the five options of a scored question (the catalogue's); empty or absent for OPEN */
  question_scale?: readonly ScaleOption[];
}
export interface PreviewSection {
  section_name: string;
  section_description?: string;
  questions: readonly PreviewQuestion[];
}
export interface PreviewReflection {
  assessment_name: string;
  assessment_instructions: string;
  sections: readonly PreviewSection[];
  general_settings?: {
    members_with_roles: readonly { email: string; name: string | null; receiver: boolean }[];
  } | null;
}

/** Spec section 9: the default team member placeholder name, used when no receiver is assigned. */
export const PLACEHOLDER_RECEIVER = 'Team member';

/** Spec section 2: preview questions get a random 10-digit assessment_question_id. */
export const previewQuestionId = (): string => String(1_000_000_000 + Math.floor(Math.random() * 9_000_000_000));

interface ReflectionPreviewProps {
  assessment: PreviewReflection;
  onClose: () => void;
}

/**
 * Preview mode (admin spec section 2): 'Reflection Preview' and 'Close Preview', then the reflection as a taker
 * sees it. Nothing is answered or sent: choices and comments cannot be changed. It takes the page's place (one
 * h1), and takes focus when opened from a button so a screen reader announces it.
 */
export function ReflectionPreview({ assessment, onClose }: ReflectionPreviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement && document.activeElement !== document.body) heading.current?.focus();
  }, []);
  const receivers = useMemo(() => {
    const assigned = (assessment.general_settings?.members_with_roles ?? [])
      .filter((member) => member.receiver)
      .map((member) => member.name || member.email);
    return assigned.length > 0 ? assigned : [PLACEHOLDER_RECEIVER];
  }, [assessment.general_settings]);
  // one random id per question, drawn once for this preview
  const ids = useMemo(
    () => assessment.sections.map((section) => section.questions.map(() => previewQuestionId())),
    [assessment.sections],
  );

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <FocusableHeading component="h1" variant="h4" id="page-title" ref={heading}>
          Reflection Preview
        </FocusableHeading>
        <Button variant="outlined" onClick={onClose}>
          Close Preview
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {assessment.assessment_name || 'Untitled reflection'}
        </Typography>
        {assessment.assessment_instructions && (
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {assessment.assessment_instructions}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          Reflecting on: {receivers.join(', ')}
        </Typography>
      </Paper>
      {assessment.sections.map((section, s) => (
        <Paper
          key={s}
          component="section"
          aria-label={section.section_name || `Section ${s + 1}`}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}
        >
          <Box>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {section.section_name || `Section ${s + 1}`}
            </Typography>
            {section.section_description && (
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {section.section_description}
              </Typography>
            )}
          </Box>
          {section.questions.map((question, q) => (
            <PreviewQuestionItem
              key={ids[s]?.[q] ?? q}
              id={ids[s]?.[q] ?? previewQuestionId()}
              number={q + 1}
              question={question}
              receivers={receivers}
            />
          ))}
        </Paper>
      ))}
      <Box>
        <Button variant="outlined" onClick={onClose}>
          Close Preview
        </Button>
      </Box>
    </Box>
  );
}

function PreviewQuestionItem({
  id,
  number,
  question,
  receivers,
}: {
  id: string;
  number: number;
  question: PreviewQuestion;
  receivers: string[];
}) {
  const prompt = question.question_prompt || question.question_name || 'Question';
  return (
    <Box
      data-question-id={id}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {number}. {prompt}
      </Typography>
      {isScored(question.question_type) ? (
        receivers.map((receiver) => (
          <Box key={receiver} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <FormControl component="fieldset">
              <FormLabel component="legend" sx={{ color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
                {receiver}
              </FormLabel>
              <RadioGroup
                name={`q-${id}-${receiver}`}
                value={null}
                onChange={() => undefined}
                sx={{ flexDirection: { xs: 'column', md: 'row' }, gap: { md: 1 } }}
              >
                {(question.question_scale ?? []).map((option) => (
                  <Tooltip key={option.value} title={option.tooltip} describeChild placement="top">
                    <FormControlLabel
                      value={option.value}
                      control={<Radio size="small" />}
                      label={`${option.value} - ${option.label}`}
                      sx={{ mr: { md: 2 } }}
                    />
                  </Tooltip>
                ))}
              </RadioGroup>
            </FormControl>
            <TextField
              label={`Comment about ${receiver}`}
              size="small"
              multiline
              minRows={2}
              value=""
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Box>
        ))
      ) : (
        <TextField label="Your answer" multiline minRows={3} value="" slotProps={{ htmlInput: { readOnly: true } }} />
      )}
    </Box>
  );
}
