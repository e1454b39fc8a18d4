import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { COMPLETION_LABELS } from '@gc/contracts';
import type { MemberWithRole, Reflection } from '../../../domain/reflections/reflection-types';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatShownTime } from '../../../domain/reflections/reflection-dates';
import { Detail } from '../../../shared/ui/detail';
import { LoadError } from '../../../shared/ui/load-error';
import { useGetReflectionAtQuery } from '../api/audit-api';
import { PhaseChips, responseRateText } from './reflection-status';
import { ResultsAsOf } from './results-as-of';
import { isNotFound } from '../../../domain/teams/team-not-found';
import { EmailText } from '../../../shared/ui/email-text';
import { FocusableHeading } from '../../../shared/ui/focusable-heading';
import { SPREAD_ROW } from '../../../shared/ui/layout';

/** The banner's words: what the page shows instead of now. */
export const viewingAsOf = (at: string) => `Viewing as of ${formatShownTime(at)} — read-only`;

/**
 * The reflection as it was at an instant (GET /assessments/{id}?at=), read-only, in place of the page's editable
 * parts: name, phase, dates, members with their completion then, the questions, and the results then. The banner
 * takes the focus when shown (the choice was made in the History panel below) and offers the way back to now.
 */
export function ReflectionAsOf({
  reflectionId,
  at,
  onBackToNow,
}: {
  reflectionId: string;
  at: string;
  onBackToNow: () => void;
}) {
  const query = useGetReflectionAtQuery({ id: reflectionId, at });
  const banner = useRef<HTMLHeadingElement>(null);
  useEffect(() => banner.current?.focus(), [at]);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="as-of-title"
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2, borderColor: 'info.main' }}
    >
      <Box
        sx={{
          ...SPREAD_ROW,
          p: 1.5,
          borderRadius: 1,
          bgcolor: (theme) => alpha(theme.palette.info.main, 0.08),
        }}
      >
        <FocusableHeading component="h2" variant="subtitle1" id="as-of-title" ref={banner} sx={{ fontWeight: 600 }}>
          {viewingAsOf(at)}
        </FocusableHeading>
        <Button variant="contained" onClick={onBackToNow}>
          Back to now
        </Button>
      </Box>
      {query.error ? (
        isNotFound(query.error) ? (
          <Typography color="text.secondary">The reflection did not exist yet at that time.</Typography>
        ) : (
          <LoadError what="the reflection as it was" error={query.error} onRetry={() => void query.refetch()} />
        )
      ) : !query.data ? (
        <Typography color="text.secondary">Loading the reflection as it was…</Typography>
      ) : (
        <AsOfContent assessment={query.data} at={at} />
      )}
    </Paper>
  );
}

function AsOfContent({ assessment, at }: { assessment: Reflection; at: string }) {
  const settings = assessment.general_settings;
  const facts = { ...assessment, launch_date: settings?.launch_date ?? null, due_date: settings?.due_date ?? null };
  const launched = assessment.kind === 'PUBLISHED' && !['NEW', 'UPCOMING'].includes(assessment.assessment_status);
  return (
    <>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h5" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {assessment.assessment_name}
        </Typography>
        {settings?.team_name && <Typography color="text.secondary">{settings.team_name}</Typography>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <PhaseChips facts={facts} />
          {responseRateText(assessment.response_rate) && (
            <Typography color="text.secondary">{responseRateText(assessment.response_rate)}</Typography>
          )}
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          <Detail label="Launch date" value={settings ? formatShownTime(settings.launch_date) : null} />
          <Detail label="Due date" value={settings ? formatShownTime(settings.due_date) : null} />
          <Detail label="Completed" value={assessment.closed_at ? formatShownTime(assessment.closed_at) : null} />
        </Box>
      </Box>

      <Part title="Members">
        {settings && settings.members_with_roles.length > 0 ? (
          <AsOfMembers teamName={settings.team_name ?? 'the team'} members={settings.members_with_roles} />
        ) : (
          <Typography color="text.secondary">Not assigned to anyone then.</Typography>
        )}
      </Part>

      <Part title="Questions">
        {assessment.sections.length === 0 ? (
          <Typography color="text.secondary">No questions then.</Typography>
        ) : (
          assessment.sections.map((section) => (
            <Box key={section.section_id}>
              <Typography variant="subtitle2" component="h4">
                {section.section_name}
              </Typography>
              <Box component="ol" sx={{ mt: 0.5, mb: 0, pl: 3 }}>
                {section.questions.map((question) => (
                  <Typography component="li" key={question.assessment_question_id} sx={{ overflowWrap: 'anywhere' }}>
                    {question.question_name}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      ({question.category_name})
                    </Typography>
                  </Typography>
                ))}
              </Box>
            </Box>
          ))
        )}
      </Part>

      <Part title="Results then">
        {launched ? (
          <ResultsAsOf reflectionId={assessment.assessment_id} at={at} />
        ) : (
          <Typography color="text.secondary">
            {assessment.kind === 'PUBLISHED'
              ? 'No results then: it had not launched yet.'
              : 'No results then: it was not published yet.'}
          </Typography>
        )}
      </Part>
    </>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const roleInReflection = (m: MemberWithRole) =>
  [m.receiver && 'Receiver', m.observer && 'Observer'].filter(Boolean).join(', ') || '—';

function AsOfMembers({ teamName, members }: { teamName: string; members: MemberWithRole[] }) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={`Members of ${teamName} then`}
        sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Team role</TableCell>
            <TableCell>Takes part as</TableCell>
            <TableCell>Completion</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.user_id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{m.name || <EmailText email={m.email} />}</TableCell>
              <TableCell>{m.team_role}</TableCell>
              <TableCell>{roleInReflection(m)}</TableCell>
              <TableCell>{COMPLETION_LABELS[m.completion]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
