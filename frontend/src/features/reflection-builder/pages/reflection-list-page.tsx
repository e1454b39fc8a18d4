import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ReflectionListItemView } from '@gc/contracts';
import { useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { selectCurrentRole } from '../../../shared/auth/auth-slice';
import { useListReflectionsQuery } from '../../../domain/reflections/reflections-api';
import { paths } from '../../../shared/routing/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { ReflectionList, type ListAction } from '../components/reflection-list';
import { RenameDialog } from '../components/rename-dialog';
import { TemplateGrid } from '../components/template-grid';
import { useReflectionActions } from '../hooks/use-reflection-actions';
import { matchesSearch } from '../reflection-search';

/** Spec section 6: delete options in dropdowns (non-system items) are offered when the role is '5'. */
const GLOBAL_ADMIN = 5;

/** /app/assessment: templates, drafts and published forms, searchable (admin spec section 2). */
export function ReflectionListPage() {
  const [query, setQuery] = useState('');
  const role = useSelector(selectCurrentRole);
  const templates = useListReflectionsQuery({ kind: 'TEMPLATE' });
  const drafts = useListReflectionsQuery({ kind: 'DRAFT' });
  const published = useListReflectionsQuery({ kind: 'PUBLISHED' });
  const { clone, destroy, busy } = useReflectionActions();
  const [renaming, setRenaming] = useState<ReflectionListItemView | null>(null);
  const [deleting, setDeleting] = useState<ReflectionListItemView | null>(null);

  const filtering = query.trim() !== '';
  const shown = useMemo(() => {
    const filter = (items: ReflectionListItemView[] | undefined) =>
      (items ?? []).filter((item) => matchesSearch(item, query));
    return { templates: filter(templates.data), drafts: filter(drafts.data), published: filter(published.data) };
  }, [query, templates.data, drafts.data, published.data]);
  const canDelete = role === GLOBAL_ADMIN;

  const onAction = (action: ListAction, item: ReflectionListItemView) => {
    if (action === 'rename') setRenaming(item);
    else if (action === 'delete') setDeleting(item);
    else void clone(item);
  };

  const failed = [templates, drafts, published].find((read) => read.error && read.data === undefined);
  const loading = [templates, drafts, published].some((read) => read.data === undefined);

  return (
    <PageShell
      title="Build Reflections"
      actions={
        <Button variant="contained" component={RouterLink} to={paths.assessmentBuild}>
          Build custom form
        </Button>
      }
    >
      <TextField
        type="search"
        placeholder="Find form..."
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ maxWidth: { sm: 480 } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Find form...' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      {failed ? (
        <LoadError
          what="the reflections"
          error={failed.error}
          onRetry={() => {
            for (const read of [templates, drafts, published]) if (read.error) void read.refetch();
          }}
        />
      ) : loading ? (
        <PageLoading />
      ) : (
        <>
          <TemplateGrid
            templates={shown.templates}
            filtering={filtering}
            onDelete={canDelete ? (template) => setDeleting(template) : undefined}
          />
          <ReflectionList
            title="Drafts"
            items={shown.drafts}
            filtering={filtering}
            canDelete={canDelete}
            onAction={onAction}
          />
          <ReflectionList
            title="Published Forms"
            items={shown.published}
            filtering={filtering}
            canDelete={false}
            onAction={onAction}
          />
        </>
      )}
      {renaming && <RenameDialog item={renaming} onClose={() => setRenaming(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete reflection?"
        text={`${deleting?.assessment_name ?? ''} will be deleted. Trashed items cannot be recovered.`}
        confirmLabel="Delete"
        destructive
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && (await destroy(deleting))) setDeleting(null);
        }}
      />
    </PageShell>
  );
}
