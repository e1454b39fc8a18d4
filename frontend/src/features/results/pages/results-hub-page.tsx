import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  defaultStatOptions,
  isAdminRole,
  STAT_TYPE_LABELS,
  statOptionsFor,
  type StatOption,
  type StatType,
} from '@gc/contracts';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router-dom';
import { selectCurrentUser } from '../../../shared/auth/auth-slice';
import { paths } from '../../../shared/routing/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { useGetResultsDropdownQuery } from '../api/results-api';
import { GapView } from '../components/gap-view';
import { ChartTypeButtons, HistorySelect, OptionSelects } from '../components/results-controls';
import { ResultsExports } from '../components/results-exports';
import { ResultsChart } from '../components/results-chart';
import { TrendsView } from '../components/trends-view';
import { historyGroups, SKILL_LEVEL_LABELS, type SkillLevel } from '../results-format';

function EmptyHub() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2">
        Welcome to your Results Hub!
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1 }}>No results yet. Come back later.</Typography>
    </Paper>
  );
}

/**
 * The results hub (member spec sections 2 to 4): the history dropdown (the reflection picked is the address,
 * /app/assessment/results/{id}; a lone entry is picked at once), the chart type, the main and comparison options
 * the caller's role offers for that reflection, the radar with its table and the detail panel; for receivers their
 * gap view and trends, for administrators the exports.
 */
export function ResultsHubPage() {
  const { assessmentId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSelector(selectCurrentUser);
  const isAdmin = isAdminRole(user?.role);
  const { data, error, refetch, isLoading } = useGetResultsDropdownQuery();
  const groups = useMemo(() => historyGroups(data ?? []), [data]);
  const entries = groups.flatMap((group) => group.entries);
  const entry = entries.find((e) => e.assessment_id === assessmentId);
  const lone = entries.length === 1 ? entries[0].assessment_id : null;

  const [type, setType] = useState<StatType>('MINDSET');
  const [chosen, setChosen] = useState(() => defaultStatOptions('MINDSET'));
  const [level, setLevel] = useState<SkillLevel>('ALL');

  useEffect(() => {
    if (!assessmentId && lone) void navigate(paths.results.reflection(lone), { replace: true });
  }, [assessmentId, lone, navigate]);

  if (error)
    return (
      <ResultsShell>
        <LoadError what="your results" error={error} onRetry={() => void refetch()} />
      </ResultsShell>
    );
  if (isLoading || !data) return <PageLoading />;
  if (entries.length === 0)
    return (
      <ResultsShell>
        <EmptyHub />
      </ResultsShell>
    );

  const isReceiver = entry?.is_reciever ?? false;
  const offered = statOptionsFor(type, isReceiver);
  // a choice the picked reflection does not offer (another role there) falls back to the spec's defaults
  const options: { main: StatOption; comparison: StatOption } =
    offered.includes(chosen.main) && (chosen.comparison === 'NO_COMPARISON' || offered.includes(chosen.comparison))
      ? chosen
      : defaultStatOptions(type);
  const changeType = (next: StatType) => {
    setType(next);
    setChosen(defaultStatOptions(next));
  };

  return (
    <ResultsShell>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <HistorySelect
            groups={groups}
            value={entry ? assessmentId : ''}
            onChange={(id) => void navigate(paths.results.reflection(id))}
          />
          {entry && <ResultsExports entry={entry} isAdmin={isAdmin} userId={user?.id ?? ''} />}
        </Box>
        <ChartTypeButtons value={type} onChange={changeType} />
        {entry && (
          <OptionSelects offered={offered} main={options.main} comparison={options.comparison} onChange={setChosen} />
        )}
        {type === 'SKILLS' && entry && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">Skill level</FormLabel>
            <RadioGroup row value={level} onChange={(event) => setLevel(event.target.value as SkillLevel)}>
              {(Object.keys(SKILL_LEVEL_LABELS) as SkillLevel[]).map((key) => (
                <FormControlLabel key={key} value={key} control={<Radio />} label={SKILL_LEVEL_LABELS[key]} />
              ))}
            </RadioGroup>
          </Box>
        )}
      </Paper>
      {!entry ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {assessmentId
            ? 'That reflection is not among your results. Select team/reflection above.'
            : 'Select team/reflection above to see its results.'}
        </Typography>
      ) : (
        <>
          <ResultsChart
            // another reflection, chart type or skill level starts again at its first question
            key={`${entry.assessment_id}:${type}:${level}`}
            assessmentId={entry.assessment_id}
            status={entry.assessment_status}
            type={type}
            main={options.main}
            comparison={options.comparison}
            level={type === 'SKILLS' ? level : 'ALL'}
          />
          {isReceiver && type !== 'TEAM_DYNAMICS' && (
            <Box component="section" aria-labelledby="trends-title" sx={{ display: 'grid', gap: 1.5 }}>
              <Typography id="trends-title" variant="h5" component="h2">
                Trends
              </Typography>
              <TrendsView teamId={entry.team_id} type={type} typeLabel={STAT_TYPE_LABELS[type]} />
            </Box>
          )}
          {isReceiver && (
            <Box component="section" aria-labelledby="gaps-title" sx={{ display: 'grid', gap: 1.5 }}>
              <Typography id="gaps-title" variant="h5" component="h2">
                Gap view
              </Typography>
              <GapView assessmentId={entry.assessment_id} />
            </Box>
          )}
        </>
      )}
    </ResultsShell>
  );
}

function ResultsShell({ children }: { children: ReactNode }) {
  return <PageShell title="Results">{children}</PageShell>;
}
