import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { TakeMessages, type TakeView } from '@gc/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/base-query';
import { ConfidentialityNote } from '../../../domain/reflections/confidentiality-note';
import { paths } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { PageShell } from '../../../shared/ui/page-shell';
import { useUnsavedChangesGuard } from '../../../shared/ui/unsaved-changes-guard';
import { statusOf, useCompleteTakeMutation } from '../api/taking-api';
import { useTakeAutosave } from '../hooks/use-take-autosave';
import { cardCount, COLLAPSE_ABOVE_CARDS, missingKeys } from '../take-sections';
import { cardsOf, QuestionBlock } from './question-block';
import { SaveStatus } from './save-status';
import { SectionBar } from './section-bar';
import { Instructions } from './take-instructions';
import { FocusableHeading } from '../../../shared/ui/focusable-heading';

/** The step shown: the instructions screen, or a section by index. */
const INSTRUCTIONS = -1;
/** The section card's padding (theme spacing by breakpoint), which its top bar spans. */
const CARD_PADDING = { xs: 2, sm: 3 };

/**
 * The fill-in screen (member spec sections 2, 4, 5, 8): the instructions, then the sections with Back and Next. Next
 * checks the section with contracts' rule; an answer is saved as it changes (a rating at once, a comment once the
 * typing pauses or on blur; what is pending goes out with a keepalive request when the page is hidden or closed, see
 * useTakeAutosave) and every Next saves the section reached; the last section submits after a confirmation. Read-only ('See responses') once the reflection is closed or the member submitted. How the
 * ratings will be shown (issue 28) is said on the instructions and again above each section's rating cards.
 */
export function TakeForm({ take }: { take: TakeView }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { answers, change, flush, pending, settle, state, unsaved } = useTakeAutosave(take);
  const [completeTake, completion] = useCompleteTakeMutation();
  const sections = take.sections;
  const last = sections.length - 1;
  const readOnly = !take.editable || state.kind === 'refused';
  const resumable = take.editable && (take.section_index > 0 || take.answers.length > 0);
  const [step, setStep] = useState(() =>
    resumable && sections.length > 0 ? Math.min(Math.max(take.section_index, 0), last) : INSTRUCTIONS,
  );
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const guard = useUnsavedChangesGuard(take.editable && unsaved > 0);
  const sectionHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // a reload or a closed tab while a save is pending or in flight asks first too (what is pending is sent anyway)
  useEffect(() => {
    if (!(take.editable && unsaved > 0)) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [take.editable, unsaved]);

  const section = step >= 0 ? sections[step] : undefined;
  const missing = useMemo(
    () => new Set(section && attempted.has(step) ? missingKeys(section, take, answers) : []),
    [section, attempted, step, take, answers],
  );
  const collapsible = section ? cardCount(section, take) > COLLAPSE_ABOVE_CARDS : false;
  const rated = section?.questions.some((q) => q.question_type !== 'OPEN') ?? false;

  // a collapsing section opens its first question still to answer
  useEffect(() => {
    if (!section || !collapsible) return;
    const open = missingKeys(section, take, answers)[0]?.split('::')[0] ?? section.questions[0]?.assessment_question_id;
    if (open) setExpanded((before) => new Set([...before, open]));
    // only when the section changes, not on every answer
  }, [step]);

  useEffect(() => {
    if (moved.current) sectionHeading.current?.focus();
  }, [step]);

  /** To another step; Back and Next save where the taker is (opening the instructions' button saves nothing). */
  const go = (to: number, save = true) => {
    moved.current = true;
    if (save && !readOnly) void flush(Math.max(to, 0));
    setStep(to);
    window.scrollTo?.({ top: 0 });
  };

  /** Blocks a step forward while the section misses answers (Preview is exempt: it is another screen). */
  const checkSection = (index: number): boolean => {
    const s = sections[index];
    if (readOnly || !s) return true;
    const keys = missingKeys(s, take, answers);
    if (keys.length === 0) return true;
    setAttempted((before) => new Set([...before, index]));
    setExpanded((before) => new Set([...before, ...keys.map((key) => key.split('::')[0])]));
    dispatch(
      notificationShown({ type: 'warning', title: TakeMessages.incompleteTitle, message: TakeMessages.incomplete }),
    );
    if (index !== step) {
      moved.current = true;
      setStep(index);
    }
    return false;
  };

  const onNext = () => {
    if (checkSection(step)) go(step + 1);
  };

  const onSubmit = () => {
    for (let index = 0; index < sections.length; index++) if (!checkSection(index)) return;
    setConfirming(true);
  };

  const submit = async () => {
    try {
      await completeTake({ id: take.assessment_id, body: { answers: pending(), section_index: step } }).unwrap();
    } catch (error) {
      setConfirming(false);
      const incomplete = statusOf(error) === 400;
      dispatch(
        notificationShown({
          type: incomplete ? 'warning' : 'error',
          title: incomplete ? TakeMessages.incompleteTitle : 'Your reflection was not submitted',
          message: errorMessage(error),
        }),
      );
      return;
    }
    settle();
    guard.release();
    setConfirming(false);
    dispatch(notificationShown({ type: 'success', title: TakeMessages.submitted, message: '' }));
    navigate(paths.take.inbox);
  };

  const onToggle = useCallback(
    (questionId: string) =>
      setExpanded((before) => {
        const next = new Set(before);
        if (!next.delete(questionId)) next.add(questionId);
        return next;
      }),
    [],
  );

  const onBlur = () => {
    if (!readOnly) void flush();
  };

  return (
    <PageShell
      title={take.assessment_name}
      back={{ to: paths.take.inbox, label: 'Back to your forms' }}
      // one status on screen: here on the instructions, in the section's bar (which stays in view) on a section
      actions={take.editable && !section ? <SaveStatus state={state} unsaved={unsaved} /> : undefined}
    >
      {step === INSTRUCTIONS || !section ? (
        <Instructions take={take} onBegin={() => go(take.editable ? Math.min(take.section_index, last) : 0, false)} />
      ) : (
        <Box component="form" noValidate onSubmit={(event) => event.preventDefault()} onBlur={onBlur}>
          <Paper
            component="section"
            aria-labelledby="take-section-title"
            variant="outlined"
            sx={{ p: CARD_PADDING, display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <SectionBar
              inset={CARD_PADDING}
              label={`Section ${step + 1} of ${sections.length}${readOnly ? ' · read-only' : ''}`}
              status={take.editable ? <SaveStatus state={state} unsaved={unsaved} /> : undefined}
            />
            <Box>
              <FocusableHeading component="h2" variant="h5" id="take-section-title" ref={sectionHeading} wrap>
                {section.section_name || `Section ${step + 1}`}
              </FocusableHeading>
              {section.section_description && (
                <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  {section.section_description}
                </Typography>
              )}
            </Box>
            {rated && take.confidentiality_promise && (
              <ConfidentialityNote compact promise={take.confidentiality_promise} />
            )}
            {section.questions.map((question, index) => (
              <QuestionBlock
                key={question.assessment_question_id}
                number={index + 1}
                question={question}
                cards={cardsOf(question, take.subjects)}
                answers={answers}
                missing={missing}
                readOnly={readOnly}
                collapsible={collapsible}
                expanded={expanded.has(question.assessment_question_id)}
                onToggle={() => onToggle(question.assessment_question_id)}
                onChange={change}
              />
            ))}
          </Paper>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2, mt: 3 }}>
            <Button variant="outlined" onClick={() => go(step - 1)}>
              Back
            </Button>
            {step < last ? (
              <Button variant="contained" onClick={onNext}>
                Next
              </Button>
            ) : readOnly ? (
              <Button variant="contained" onClick={() => navigate(paths.take.inbox)}>
                Back to your forms
              </Button>
            ) : (
              <Button variant="contained" onClick={onSubmit}>
                Submit reflection
              </Button>
            )}
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title="Submit reflection?"
        text="Once submitted, your answers can no longer change."
        confirmLabel="Submit"
        busy={completion.isLoading}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
      />
      {guard.dialog}
    </PageShell>
  );
}
