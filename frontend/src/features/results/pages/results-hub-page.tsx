import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  ConfidentialityMessages,
  defaultStatOptions,
  isAdminRole,
  STAT_TYPE_LABELS,
  statOptionsFor,
  statSeriesName,
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
import { useGetResultsDropdownQuery, useGetResultsStatusQuery } from '../api/results-api';
import { GapView } from '../components/gap-view';
import { OpenAnswers } from '../components/open-answers';
import { ReleaseNotice } from '../components/release-notice';
import { ChartTypeButtons, HistorySelect, OptionSelects, ReceiverSelect } from '../components/results-controls';
import { ResultsExports } from '../components/results-exports';
import { ResultsChart } from '../components/results-chart';
import { TrendsView } from '../components/trends-view';
import { receiverOf, showingResults, useChartChoices } from '../results-choices';
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
 * the caller's role offers for that reflection (opening on contracts' defaults, the user's choices kept across chart
 * types), what the reflection's promise lets it show yet, the radar with its table and the detail panel, the open
 * answers; for receivers their gap view and trends; for administrators the 'Receiver' the chart and the PDF report
 * are about, and the exports.
 */
export function ResultsHubPage() {
  const { reflectionId = '' } = useParams();
  const navigate = useNavigate();
  const user = useSelector(selectCurrentUser);
  const viewerId = user?.id ?? '';
  const isAdmin = isAdminRole(user?.role);
  const { data, error, refetch, isLoading } = useGetResultsDropdownQuery();
  const groups = useMemo(() => historyGroups(data ?? []), [data]);
  const entries = groups.flatMap((group) => group.entries);
  const entry = entries.find((e) => e.assessment_id === reflectionId);
  const lone = entries.length === 1 ? entries[0].assessment_id : null;
  const statusQuery = useGetResultsStatusQuery(entry?.assessment_id ?? skipToken);
  // the status of this reflection only (not the last one's while this one loads)
  const status = statusQuery.currentData;

  const [type, setType] = useState<StatType>('MINDSET');
  const [level, setLevel] = useState<SkillLevel>('ALL');
  const choices = useChartChoices();
  const [receiverPick, setReceiverPick] = useState<{ reflectionId: string; userId: string } | null>(null);

  useEffect(() => {
    if (!reflectionId && lone) void navigate(paths.results.reflection(lone), { replace: true });
  }, [reflectionId, lone, navigate]);

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

  // an administrator chooses whose results 'My Results' and the PDF report show (themself when they receive it)
  const receivers = status?.receivers ?? [];
  const receiver = entry ? receiverOf(receivers, receiverPick, entry.assessment_id, viewerId) : null;
  const otherReceiver = receiver !== viewerId ? receiver : null;
  const offeredFor = (userId: string | null) => {
    const other = userId !== null && userId !== viewerId;
    return statOptionsFor(type, (entry?.is_receiver ?? false) && !other, other);
  };
  const isReceiver = (entry?.is_receiver ?? false) && !otherReceiver;
  const offered = offeredFor(receiver);
  const options = choices.shown(type, offered, defaultStatOptions(type, isReceiver));
  const labels: Partial<Record<StatOption, string>> = otherReceiver
    ? {
        MY_RESULTS: statSeriesName('MY_RESULTS', {
          receiver: receivers.find((r) => r.user_id === otherReceiver)?.name ?? 'Receiver',
        }),
      }
    : {};
  const pickReceiver = (userId: string) => {
    if (!entry) return;
    setReceiverPick({ reflectionId: entry.assessment_id, userId });
    // picking someone is asking to see their results
    const next = showingResults(options, offeredFor(userId));
    if (next) choices.choose(type, next);
  };
  // an administrator's chart waits for the receivers it may be about; a failed status shows the team's
  const chartReady = !isAdmin || status !== undefined || statusQuery.isError;

  return (
    <ResultsShell>
      {/* one column no wider than the card: a long receiver or reflection name shortens inside its select */}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, minWidth: 0 }}
      >
        <Box
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, flex: { xs: '1 1 100%', md: '0 1 auto' }, minWidth: 0 }}
          >
            <HistorySelect
              groups={groups}
              value={entry ? reflectionId : ''}
              onChange={(id) => void navigate(paths.results.reflection(id))}
            />
            {isAdmin && receiver && <ReceiverSelect receivers={receivers} value={receiver} onChange={pickReceiver} />}
          </Box>
          {entry && (
            <ResultsExports
              entry={entry}
              isAdmin={isAdmin}
              receiverId={isAdmin ? receiver : entry.is_receiver ? viewerId : null}
            />
          )}
        </Box>
        <ChartTypeButtons value={type} onChange={setType} />
        {entry && (
          <OptionSelects
            offered={offered}
            main={options.main}
            comparison={options.comparison}
            labels={labels}
            onChange={(next) => choices.choose(type, next)}
          />
        )}
        {type === 'SKILLS' && entry && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            {/* the skill-level radio is named as the member spec names it (section 2) */}
            <FormLabel component="legend" id="skill-level-label">
              Skills - future
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby="skill-level-label"
              value={level}
              onChange={(event) => setLevel(event.target.value as SkillLevel)}
            >
              {(Object.keys(SKILL_LEVEL_LABELS) as SkillLevel[]).map((key) => (
                <FormControlLabel key={key} value={key} control={<Radio />} label={SKILL_LEVEL_LABELS[key]} />
              ))}
            </RadioGroup>
          </Box>
        )}
      </Paper>
      {!entry ? (
        <Typography sx={{ color: 'text.secondary' }}>
          {reflectionId
            ? 'That reflection is not among your results. Select team/reflection above.'
            : 'Select team/reflection above to see its results.'}
        </Typography>
      ) : (
        <>
          {status && <ReleaseNotice status={status} />}
          {statusQuery.error && (
            <LoadError
              what="what this reflection can show yet"
              error={statusQuery.error}
              onRetry={() => void statusQuery.refetch()}
            />
          )}
          {chartReady ? (
            <ResultsChart
              // another reflection, chart type or skill level starts again at its first question
              key={`${entry.assessment_id}:${type}:${level}`}
              reflectionId={entry.assessment_id}
              status={status?.assessment_status ?? entry.assessment_status}
              type={type}
              main={options.main}
              comparison={options.comparison}
              level={type === 'SKILLS' ? level : 'ALL'}
              receiverId={otherReceiver ?? undefined}
              // the undated 'appears when the reflection closes' is said above, with the date
              saidAbove={status && !status.released ? [ConfidentialityMessages.notReleased] : []}
            />
          ) : (
            <PageLoading />
          )}
          <OpenAnswers reflectionId={entry.assessment_id} />
          {entry.is_receiver && type !== 'TEAM_DYNAMICS' && (
            <Box
              component="section"
              aria-labelledby="trends-title"
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}
            >
              <Typography id="trends-title" variant="h5" component="h2">
                Trends
              </Typography>
              <TrendsView teamId={entry.team_id} type={type} typeLabel={STAT_TYPE_LABELS[type]} />
            </Box>
          )}
          {entry.is_receiver && (
            <Box
              component="section"
              aria-labelledby="gaps-title"
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}
            >
              <Typography id="gaps-title" variant="h5" component="h2">
                Gap view
              </Typography>
              <GapView reflectionId={entry.assessment_id} />
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
