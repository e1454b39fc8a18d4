import Typography from '@mui/material/Typography';
import type { StatType } from '@gc/contracts';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetTrendsQuery } from '../api/results-api';
import { chartDate } from '../results-format';
import { RadarFigure } from './radar-figure';

/**
 * Trends (beyond the spec): how others rated this receiver across the team's reflections (baseline -> follow-up) on
 * one radar, one series per reflection, the same catalogue question on the same axis. The API leaves out a
 * reflection nobody has answered about them yet; one whose figures the promise withholds shows 'Withheld' in the table.
 */
export function TrendsView({ teamId, type, typeLabel }: { teamId: string; type: StatType; typeLabel: string }) {
  const { data: trend, error, refetch } = useGetTrendsQuery({ teamId, type });
  if (error) return <LoadError what="your trends" error={error} onRetry={() => void refetch()} />;
  if (!trend) return null;
  if (trend.series.length < 2 || trend.axes.length === 0)
    return (
      <Typography sx={{ color: 'text.secondary' }}>
        Trends show once this team has run more than one reflection about you.
      </Typography>
    );
  return (
    <RadarFigure
      label={`${typeLabel} trends: your results across the team’s reflections`}
      axes={trend.axes}
      series={trend.series.map((s) => ({
        name: `(${chartDate(s.due_date)}) ${s.assessment_name}`,
        values: s.values,
        withheld: s.withheld,
      }))}
    />
  );
}
