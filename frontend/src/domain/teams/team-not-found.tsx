import Typography from '@mui/material/Typography';
import { WorkspaceMessages as M } from '@gc/contracts';
import { PageShell } from '../../shared/ui/page-shell';
import { paths } from '../../shared/routing/paths';

/** A 404 is no crash: a team of another client (after a switch) or a deleted one just is not there. */
export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

export function TeamNotFound({ title }: { title: string }) {
  return (
    <PageShell title={title} back={{ to: paths.teams.root, label: 'Back to teams' }}>
      <Typography color="text.secondary">{M.teamNotFound}</Typography>
    </PageShell>
  );
}
