import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { isClosedPhase, phaseLabel, type AdminPhase } from '@gc/contracts';
import { formatShownDate } from '../../../domain/reflections/reflection-dates';

/** What the header of a team's reflection needs (ReflectionListItemView and ReflectionView both fit). */
export interface ReflectionStatusFacts {
  assessment_status: AdminPhase | 'NEW';
  admin_closed: boolean;
  due_soon: boolean;
  launch_date: string | null;
  due_date: string | null;
  /** when it closed (a closed reflection's 'Complete {date}') */
  closed_at?: string | null;
}

/**
 * The header suffix (admin spec section 4): Upcoming 'Launch {date}', In Progress and Past Due 'Due {date}', Closed
 * 'Complete {date}' (the instant it closed; its due date when that is unknown), dates 'MMMM DD, YYYY' in the
 * viewer's zone.
 */
export function phaseSuffix(facts: ReflectionStatusFacts, timeZone?: string): string | null {
  const { assessment_status: phase, launch_date, due_date } = facts;
  if (phase === 'NEW') return null;
  if (phase === 'UPCOMING') return launch_date ? `Launch ${formatShownDate(launch_date, timeZone)}` : null;
  if (isClosedPhase(phase)) {
    const closed = facts.closed_at ?? due_date;
    return closed ? `Complete ${formatShownDate(closed, timeZone)}` : null;
  }
  return due_date ? `Due ${formatShownDate(due_date, timeZone)}` : null;
}

/** 'n of m finished' (issue 9: the response rate). */
export const responseRateText = (rate: { finished: number; total: number } | null): string | null =>
  rate ? `${rate.finished} of ${rate.total} finished` : null;

/**
 * The status line of a team's reflection (Manage Reflections' cards, Edit Reflection's header): the phase chip, the
 * header suffix and the response rate. A complete reflection says 'Complete {date}' once, in its chip, rather than
 * 'Complete' beside 'Complete {date}'.
 */
export function ReflectionStatusLine({
  facts,
  rate,
  dense = false,
  timeZone,
}: {
  facts: ReflectionStatusFacts;
  rate: { finished: number; total: number } | null;
  /** the cards' smaller type */
  dense?: boolean;
  timeZone?: string;
}) {
  const suffix = phaseSuffix(facts, timeZone);
  const rateText = responseRateText(rate);
  const completeOnce = suffix !== null && phaseLabel(facts.assessment_status, facts.admin_closed) === 'Complete';
  const text = dense ? ({ component: 'span', variant: 'body2' } as const) : ({ component: 'span' } as const);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: dense ? 1.5 : 2,
        rowGap: dense ? 0.5 : 1,
      }}
    >
      <PhaseChips facts={facts} label={completeOnce ? suffix : undefined} />
      {suffix && !completeOnce && <Typography {...text}>{suffix}</Typography>}
      {rateText && (
        <Typography {...text} color="text.secondary">
          {rateText}
        </Typography>
      )}
    </Box>
  );
}

/** The phase's label as a chip ('Admin Closed' for an admin-closed one), and 'Due Soon' while it is. */
export function PhaseChips({
  facts,
  label,
}: {
  facts: ReflectionStatusFacts;
  /** instead of the phase's label */ label?: string;
}) {
  const { assessment_status: phase, admin_closed, due_soon } = facts;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        variant="outlined"
        color={isClosed(phase) ? 'default' : 'primary'}
        label={label ?? (phase === 'NEW' ? 'Draft' : phaseLabel(phase, admin_closed))}
        component="span"
      />
      {due_soon && (
        <Chip size="small" variant="outlined" color="warning" label={phaseLabel('DUE_SOON')} component="span" />
      )}
    </Box>
  );
}

const isClosed = (phase: AdminPhase | 'NEW') => phase !== 'NEW' && isClosedPhase(phase);
