import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { chartColour } from '../../../shared/ui/chart-palette';
import { score } from '../results-format';

const RadarEcharts = lazy(() => import('./radar-echarts'));

export interface RadarSeries {
  /** as the API names it, e.g. 'Team Results' or 'Ada Lovelace (SA)' */
  name: string;
  /** one per axis; null: nothing to show there */
  values: readonly (number | null)[];
  /** per axis, why a null value is empty: 'withheld' by the anonymity threshold, else no answer yet */
  withheld?: readonly boolean[];
}

interface RadarFigureProps {
  /** names the chart and captions its table */
  label: string;
  axes: readonly string[];
  series: readonly RadarSeries[];
  /** lines under the chart, e.g. 'Shown once at least 3 people have answered.' */
  notes?: readonly string[];
}

/** The chart could not load (its code, or a renderer the browser lacks): the table still has every number. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
        The chart could not be drawn here; the table view has the same numbers.
      </Typography>
    ) : (
      this.props.children
    );
  }
}

/**
 * A radar (domain 0-4, the shared 10-colour palette) with its legend, which scrolls above 125 px and whose entries
 * show or hide a series from the keyboard, and a table of the same numbers: always there for screen readers (the
 * drawing itself is one labelled image), shown on screen with 'Show table'.
 */
export function RadarFigure({ label, axes, series, notes = [] }: RadarFigureProps) {
  const id = useId();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [tableShown, setTableShown] = useState(false);
  // a phone: a smaller radar whose axis names wrap sooner, so they stay inside the screen
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const coloured = series.map((s, index) => ({ ...s, index, colour: chartColour(index) }));
  const drawn = coloured.filter((s) => !hidden.has(s.name));
  const toggle = (name: string) =>
    setHidden((before) => {
      const next = new Set(before);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });
  const cell = (s: RadarSeries, i: number) => {
    const value = s.values[i];
    if (value !== null && value !== undefined) return score(value);
    return s.withheld?.[i] ? 'Withheld' : 'No answers yet';
  };

  return (
    <Box
      component="figure"
      aria-labelledby={`${id}-label`}
      sx={{ m: 0, position: 'relative', display: 'flex', flexDirection: 'column', minWidth: 0 }}
    >
      <Typography id={`${id}-label`} component="figcaption" sx={visuallyHidden}>
        {label}
      </Typography>
      <Box
        role="group"
        aria-label={`${label}: legend`}
        sx={{ maxHeight: 125, overflowY: 'auto', display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {coloured.map((s) => (
          <Button
            key={s.name}
            size="small"
            color="inherit"
            aria-pressed={!hidden.has(s.name)}
            onClick={() => toggle(s.name)}
            startIcon={
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: s.colour,
                  bgcolor: hidden.has(s.name) ? 'transparent' : s.colour,
                }}
              />
            }
            sx={{ textDecoration: hidden.has(s.name) ? 'line-through' : 'none' }}
          >
            {s.name}
          </Button>
        ))}
      </Box>
      <Box
        role="img"
        aria-label={`${label}: radar chart from 0 to 4. The table has the same numbers.`}
        data-testid="radar-chart"
        sx={{ width: '100%', minHeight: compact ? 320 : 400, overflow: 'hidden' }}
      >
        <ChartBoundary>
          <Suspense fallback={null}>
            {axes.length > 0 && (
              <RadarEcharts axes={axes} series={drawn} height={compact ? 320 : 400} compact={compact} />
            )}
          </Suspense>
        </ChartBoundary>
      </Box>
      {notes.map((note) => (
        <Typography key={note} variant="body2" sx={{ color: 'text.secondary' }}>
          {note}
        </Typography>
      ))}
      <Button
        size="small"
        onClick={() => setTableShown((shown) => !shown)}
        aria-expanded={tableShown}
        aria-controls={`${id}-table`}
        sx={{ alignSelf: 'flex-start', mt: 1 }}
      >
        {tableShown ? 'Hide table' : 'Show table'}
      </Button>
      <TableContainer
        id={`${id}-table`}
        // shown, it may scroll sideways on a phone: a keyboard can then reach it
        tabIndex={tableShown ? 0 : undefined}
        sx={tableShown ? { mt: 1 } : visuallyHidden}
      >
        <Table size="small">
          <caption>{label}: the numbers of the chart (0 to 4)</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Question
              </TableCell>
              {series.map((s) => (
                <TableCell key={s.name} component="th" scope="col" align="right">
                  {s.name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {axes.map((axis, i) => (
              <TableRow key={`${axis}-${i}`}>
                <TableCell component="th" scope="row">
                  {axis}
                </TableCell>
                {series.map((s) => (
                  <TableCell key={s.name} align="right">
                    {cell(s, i)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
