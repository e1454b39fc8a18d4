import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { STAT_TYPE_LABELS, type ResultItemView, type StatOption, type StatType } from '@gc/contracts';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetStatsQuery } from '../api/results-api';
import { bySkillLevel, SKILL_LEVEL_LABELS, type SkillLevel } from '../results-format';
import { QuestionDetail } from './question-detail';
import { RadarFigure, type RadarSeries } from './radar-figure';
import { ScoreDefinitions } from './score-definitions';

interface ResultsChartProps {
  reflectionId: string;
  /** the history entry's status, until the items bring theirs */
  status: string;
  type: StatType;
  main: StatOption;
  comparison: StatOption;
  level: SkillLevel;
  /** administrators: the receiver whose results 'My Results' shows */
  receiverId?: string;
  /** lines the hub already says above the chart (with the date), left out of the chart's own notes */
  saidAbove?: readonly string[];
}

/** One series per option, as the API lists them in each item's data (the main first). */
function seriesOf(items: readonly ResultItemView[]): RadarSeries[] {
  const first = items[0]?.data ?? [];
  return first.map((datum, j) => ({
    name: datum.name,
    values: items.map((item) => item.data[j]?.value ?? null),
    withheld: items.map((item) => item.data[j]?.info.withheld ?? false),
  }));
}

/**
 * The radar of one chart type with its status tag, 'Score Definitions' and the detail panel. Values the anonymity
 * threshold holds back are gaps in the radar, 'Withheld' in its table, and the API's line under it.
 */
export function ResultsChart(props: ResultsChartProps) {
  const { reflectionId, status, type, main, comparison, level, receiverId, saidAbove = [] } = props;
  const { data, error, refetch, isFetching } = useGetStatsQuery({ type, main, comparison, reflectionId, receiverId });
  const items = useMemo(() => bySkillLevel(data ?? [], level), [data, level]);
  const [picked, setPicked] = useState(0);
  const index = picked < items.length ? picked : 0;
  const label = `${STAT_TYPE_LABELS[type]}${level !== 'ALL' ? ` (${SKILL_LEVEL_LABELS[level]})` : ''}`;
  const notes = [...new Set(items.flatMap((item) => item.data.flatMap((d) => d.info.bullets)))].filter(
    (note) => !saidAbove.includes(note),
  );
  const shownStatus = items[0]?.question_assessment_status ?? status;

  if (error) return <LoadError what="the results" error={error} onRetry={() => void refetch()} />;
  return (
    <Box
      component="section"
      aria-labelledby="results-chart-title"
      aria-busy={isFetching}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id="results-chart-title" variant="h5" component="h2">
          {label}
        </Typography>
        <Chip
          size="small"
          label={shownStatus}
          color={shownStatus === 'Completed' ? 'primary' : 'warning'}
          variant="outlined"
        />
      </Box>
      {data && items.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>This reflection has no {label} questions.</Typography>
      ) : (
        data && (
          <>
            <RadarFigure
              label={label}
              axes={items.map((item) => item.question_name)}
              series={seriesOf(items)}
              notes={notes}
            />
            <ScoreDefinitions scale={items[index]?.score_definition ?? []} />
            <QuestionDetail items={items} index={index} onIndex={setPicked} />
          </>
        )
      )}
    </Box>
  );
}
