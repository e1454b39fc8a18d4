import { ASSESSMENT_TYPES, type ReflectionType } from '@gc/contracts';
import { useState } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Navigate, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ReflectionPreview } from '../../../domain/reflections/reflection-preview';
import {
  useGetReflectionQuery,
  useGetCatalogueQuestionsQuery,
  useGetCategoriesQuery,
} from '../../../domain/reflections/reflections-api';
import { paths } from '../../../shared/routing/paths';
import { LoadError } from '../../../shared/ui/load-error';
import { PageLoading } from '../../../shared/ui/page-loading';
import { PageShell } from '../../../shared/ui/page-shell';
import { builderFormOf, emptyBuilderForm } from '../builder-form';
import { PublishedScreen } from '../components/published-screen';
import { ReflectionBuilder } from '../components/reflection-builder';

/** /app/assessment/build and build/{reflectionId} (admins only; the router checks the capability). */
export function ReflectionBuilderPage() {
  return (
    <DndProvider backend={HTML5Backend}>
      <Routes>
        <Route index element={<BuilderRoute />} />
        <Route path=":reflectionId" element={<BuilderRoute />} />
        <Route path="*" element={<Navigate to={paths.assessmentBuild} replace />} />
      </Routes>
    </DndProvider>
  );
}

/**
 * Reads what the builder starts from: the reflection (build/{id}), or the template (?template=&kind=TEMPLATE),
 * or nothing (a blank form), plus the categories and the question catalogue. Query parameters (spec section 2):
 * template, kind, type, role, template_name, view (EDIT hides publishing), preview-type (draft or published).
 */
function BuilderRoute() {
  const { reflectionId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const templateParam = search.get('template') ?? undefined;
  const previewType = search.get('preview-type');
  const typeParam = search.get('type');
  const reflectionType = ASSESSMENT_TYPES.includes(typeParam as ReflectionType)
    ? (typeParam as ReflectionType)
    : undefined;
  const sourceId = reflectionId ?? templateParam;
  const source = useGetReflectionQuery(sourceId ?? '', { skip: !sourceId });
  const categories = useGetCategoriesQuery();
  const catalogue = useGetCatalogueQuestionsQuery();
  const [reloads, setReloads] = useState(0);
  const [previewingPublished, setPreviewingPublished] = useState(false);

  const reads = [source, categories, catalogue];
  const failed = reads.find((read) => read.error && read.data === undefined);
  if (failed) {
    return (
      <PageShell title="Build Reflections" back={{ to: paths.assessment, label: 'Back to reflections' }}>
        <LoadError
          what={failed === source ? 'the reflection' : 'the question catalogue'}
          error={failed.error}
          onRetry={() => {
            for (const read of reads) if (read.error) void read.refetch();
          }}
        />
      </PageShell>
    );
  }
  // currentData, not data: after Save or Clone moves to a new id, the previous reflection must not start its form
  if ((sourceId && source.currentData === undefined) || !categories.data || !catalogue.data) return <PageLoading />;

  const view = sourceId ? source.currentData : undefined;
  if (view && (previewType === 'draft' || previewType === 'published')) {
    // opened through preview-type: Close Preview returns to the list
    return <ReflectionPreview assessment={view} onClose={() => navigate(paths.assessment)} />;
  }
  if (view?.kind === 'PUBLISHED') {
    return previewingPublished ? (
      <ReflectionPreview assessment={view} onClose={() => setPreviewingPublished(false)} />
    ) : (
      <PublishedScreen view={view} onPreview={() => setPreviewingPublished(true)} />
    );
  }

  // a template (system or the client's) starts a new draft; a draft is edited in place
  const fromTemplate = view?.kind === 'TEMPLATE';
  const initial = view
    ? builderFormOf(view, fromTemplate ? (search.get('template_name') ?? view.assessment_name) : undefined)
    : emptyBuilderForm();
  return (
    <ReflectionBuilder
      key={`${sourceId ?? 'new'}:${reloads}`}
      initial={initial}
      saved={view && !fromTemplate ? view : undefined}
      templateId={fromTemplate ? view.assessment_id : undefined}
      reflectionType={reflectionType ?? view?.assessment_type}
      hidePublish={search.get('view') === 'EDIT'}
      role={search.get('role')}
      categories={categories.data}
      catalogue={catalogue.data}
      onReload={async () => {
        await source.refetch();
        setReloads((n) => n + 1);
      }}
    />
  );
}
