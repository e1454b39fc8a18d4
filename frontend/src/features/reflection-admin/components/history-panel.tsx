import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { browserTimeZone, formatShownTime, localInputToInstant } from '../../../domain/reflections/reflection-dates';
import { FormTextField } from '../../../shared/ui/form-text-field';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetReflectionHistoryQuery, type HistoryEntry } from '../api/audit-api';
import { SPREAD_ROW } from '../../../shared/ui/layout';

/** How many entries show before 'Show all' (a reflection's takes can add many lines). */
const FIRST_ENTRIES = 20;

export const PICK_INSTANT = 'Please choose a date and time.';

interface AsOfInput {
  at: string;
}

const asOfResolver: Resolver<AsOfInput> = async (values): Promise<ResolverResult<AsOfInput>> => {
  if (localInputToInstant(values.at, browserTimeZone())) return { values, errors: {} };
  return { values: {}, errors: { at: { type: 'required', message: PICK_INSTANT } } };
};

interface HistoryProps {
  reflectionId: string;
  /** the instant being viewed (ISO), null while the page shows now */
  selected: string | null;
  onView: (at: string) => void;
}

/**
 * The History panel of the Edit Reflection page (issue 13): the reflection's timeline, newest first, each entry with
 * its time in the viewer's zone, who and what changed, and a 'View as of' control (an entry's button or a date and
 * time) that shows the reflection as it was then. Folded away until asked for, so the page reads nothing more by
 * default.
 */
export function HistoryPanel({ reflectionId, selected, onView }: HistoryProps) {
  const [open, setOpen] = useState(false);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="history-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id="history-title" variant="h6" component="h2">
          History
        </Typography>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls="history-content"
          onClick={() => setOpen((was) => !was)}
        >
          {open ? 'Hide history' : 'Show history'}
        </Button>
      </Box>
      {open && (
        <Box id="history-content" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <AsOfPicker onView={onView} />
          <Timeline reflectionId={reflectionId} selected={selected} onView={onView} />
        </Box>
      )}
    </Paper>
  );
}

/** A date and time in the viewer's zone: 'View' shows the reflection as it was at that instant. */
function AsOfPicker({ onView }: { onView: (at: string) => void }) {
  const { control, handleSubmit } = useForm<AsOfInput>({ resolver: asOfResolver, defaultValues: { at: '' } });
  return (
    <Box
      component="form"
      noValidate
      aria-label="View as of a date and time"
      onSubmit={handleSubmit(({ at }) => onView(localInputToInstant(at, browserTimeZone())))}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
    >
      <FormTextField
        name="at"
        control={control}
        type="datetime-local"
        label="View as of"
        helperText="A date and time in your time zone"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ flex: '1 1 14rem', maxWidth: { sm: '20rem' } }}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }}>
        View
      </Button>
    </Box>
  );
}

function Timeline({ reflectionId, selected, onView }: HistoryProps) {
  const { data, error, isLoading, refetch } = useGetReflectionHistoryQuery(reflectionId);
  const [all, setAll] = useState(false);
  const newestFirst = useMemo(() => [...(data ?? [])].reverse(), [data]);

  if (error) return <LoadError what="the history" error={error} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Typography color="text.secondary">Loading the history…</Typography>;
  if (newestFirst.length === 0) return <Typography color="text.secondary">Nothing has happened yet.</Typography>;

  const shown = all ? newestFirst : newestFirst.slice(0, FIRST_ENTRIES);
  return (
    <>
      <Typography id="timeline-title" variant="subtitle1" component="h3">
        Timeline, newest first
      </Typography>
      <Box
        component="ol"
        aria-labelledby="timeline-title"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column' }}
      >
        {shown.map((entry, index) => (
          <TimelineEntry
            key={entry.position}
            entry={entry}
            index={index}
            current={selected === entry.at}
            onView={onView}
          />
        ))}
      </Box>
      {shown.length < newestFirst.length && (
        <Button onClick={() => setAll(true)} sx={{ alignSelf: 'flex-start' }}>
          Show all {newestFirst.length} entries
        </Button>
      )}
    </>
  );
}

function TimelineEntry({
  entry,
  index,
  current,
  onView,
}: {
  entry: HistoryEntry;
  index: number;
  current: boolean;
  onView: (at: string) => void;
}) {
  const time = formatShownTime(entry.at);
  const about = `history-entry-${index}`;
  return (
    <Box
      component="li"
      aria-current={current ? 'true' : undefined}
      sx={{
        ...SPREAD_ROW,
        py: 1.5,
        px: 1,
        borderTop: index === 0 ? 0 : 1,
        borderColor: 'divider',
        bgcolor: current ? 'action.selected' : undefined,
      }}
    >
      <Box id={about} sx={{ flex: '1 1 18rem', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          <time dateTime={entry.at}>{time}</time> · {entry.actor}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{entry.summary}</Typography>
      </Box>
      {current ? (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          Shown above
        </Typography>
      ) : (
        <Button
          size="small"
          variant="outlined"
          aria-label={`View as of ${time}`}
          aria-describedby={about}
          onClick={() => onView(entry.at)}
        >
          View as of
        </Button>
      )}
    </Box>
  );
}
