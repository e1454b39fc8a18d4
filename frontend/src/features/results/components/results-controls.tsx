import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { STAT_OPTION_LABELS, STAT_TYPE_LABELS, STAT_TYPES, type StatOption, type StatType } from '@gc/contracts';
import { historyLabel, type HistoryEntry } from '../results-format';

/** A long name wraps inside the menu instead of running past a phone's edge. */
const wraps = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

interface HistorySelectProps {
  groups: readonly { team: string; entries: readonly HistoryEntry[] }[];
  value: string;
  onChange: (reflectionId: string) => void;
}

/** The history dropdown (spec section 2): grouped by team, '(MM/DD/YY) name', latest due first. */
export function HistorySelect({ groups, value, onChange }: HistorySelectProps) {
  const items = groups.flatMap((group) => [
    <ListSubheader key={`team-${group.team}`}>{group.team}</ListSubheader>,
    ...group.entries.map((entry) => (
      <MenuItem key={entry.assessment_id} value={entry.assessment_id} sx={wraps}>
        {historyLabel(entry)}
      </MenuItem>
    )),
  ]);
  const labels = new Map(groups.flatMap((g) => g.entries.map((e) => [e.assessment_id, historyLabel(e)] as const)));
  return (
    <TextField
      select
      label="Team/reflection"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (selected) =>
            selected ? (
              (labels.get(selected as string) ?? '')
            ) : (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Select team/reflection
              </Box>
            ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 320 }, maxWidth: '100%' }}
    >
      {items}
    </TextField>
  );
}

/** Chart-type buttons: Mindset, Skills, Team Dynamics. */
export function ChartTypeButtons({ value, onChange }: { value: StatType; onChange: (type: StatType) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      value={value}
      onChange={(_event, next: StatType | null) => next && onChange(next)}
      aria-label="Chart type"
      sx={{ flexWrap: 'wrap' }}
    >
      {STAT_TYPES.map((type) => (
        <ToggleButton key={type} value={type} sx={{ px: 2 }}>
          {STAT_TYPE_LABELS[type]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

interface OptionSelectsProps {
  offered: readonly StatOption[];
  main: StatOption;
  comparison: StatOption;
  onChange: (next: { main: StatOption; comparison: StatOption }) => void;
  /** names other than the contracts' labels, e.g. MY_RESULTS as 'Cy Young (Results)' for an administrator */
  labels?: Partial<Record<StatOption, string>>;
}

/** The main and comparison dropdowns, with the options the caller's role offers (contracts' statOptionsFor). */
export function OptionSelects({ offered, main, comparison, onChange, labels = {} }: OptionSelectsProps) {
  const comparisons: StatOption[] = ['NO_COMPARISON', ...offered.filter((option) => option !== main)];
  const label = (option: StatOption) => labels[option] ?? STAT_OPTION_LABELS[option];
  return (
    // minmax(0, 1fr): a long name shortens inside its select instead of widening the card on a phone
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <TextField
        select
        fullWidth
        label="Main"
        value={main}
        onChange={(event) => {
          const next = event.target.value as StatOption;
          onChange({ main: next, comparison: comparison === next ? 'NO_COMPARISON' : comparison });
        }}
      >
        {offered.map((option) => (
          <MenuItem key={option} value={option} sx={wraps}>
            {label(option)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        label="Comparison"
        value={comparison}
        onChange={(event) => onChange({ main, comparison: event.target.value as StatOption })}
      >
        {comparisons.map((option) => (
          <MenuItem key={option} value={option} sx={wraps}>
            {label(option)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}

interface ReceiverSelectProps {
  receivers: readonly { user_id: string; name: string }[];
  value: string;
  onChange: (userId: string) => void;
}

/** An administrator's 'Receiver': whose results the chart's 'Results' option and the PDF report are about. */
export function ReceiverSelect({ receivers, value, onChange }: ReceiverSelectProps) {
  return (
    <TextField
      select
      label="Receiver"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText="Their results in the chart and the PDF report"
      sx={{ width: { xs: '100%', sm: 'auto' }, minWidth: { sm: 240 }, maxWidth: '100%' }}
    >
      {receivers.map((receiver) => (
        <MenuItem key={receiver.user_id} value={receiver.user_id} sx={wraps}>
          {receiver.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
