import type {
  ReflectionListItemView,
  CatalogueQuestion,
  CopyReflectionDto,
  QuestionCategory,
  RenameReflectionDto,
} from '@gc/contracts';
import type {
  CreateReflection,
  EditPublishedReflection,
  PublishReflection,
  Reflection,
  UpdateReflection,
} from './reflection-types';
import { api } from '../../shared/api/api-slice';

/**
 * The reflections calls (admin spec section 7), shared by the builder and the teams area's Manage Reflections and
 * Edit Reflection pages. Every write refreshes the reflection itself, the searchable lists and every team's groups,
 * so a rename in the builder shows in Manage Reflections and the other way round.
 */
export interface ListReflectionsArgs {
  /** absent: drafts and published */
  kind?: 'DRAFT' | 'PUBLISHED' | 'TEMPLATE';
  /** 'Find form...': name, type, status or team */
  q?: string;
  /** a template lookup by name */
  assessment_name?: string;
}

/** A write on one reflection: its id and the request's body. */
export interface ReflectionWrite<T> {
  id: string;
  body: T;
}

const enc = encodeURIComponent;
const path = (id: string, rest = '') => `assessments/${enc(id)}${rest}`;

type Tag = { type: 'Reflection'; id: string } | 'ReflectionList' | 'TeamReflections' | 'Template';

/** Whole tag types: every list, search and team's groups, whatever their arguments. */
const listTags: Tag[] = ['ReflectionList', 'TeamReflections', 'Template'];
/** What a write on reflection `id` makes stale (also the new reflection's, for a create or a copy). */
const written = (...ids: (string | undefined)[]): Tag[] => [
  ...ids.filter((id): id is string => !!id).map((id) => ({ type: 'Reflection' as const, id })),
  ...listTags,
];

/**
 * The same for a write checked against the revision the page loaded: refused as stale (409), it invalidates nothing.
 * The page says so and offers Reload; refetching by itself would swap the form for the newer revision under the
 * user (the Edit Reflection page is keyed by revision), dropping both their edits and the message.
 */
const writtenUnlessStale =
  <Arg extends { id: string }>() =>
  (_view: unknown, error: unknown, { id }: Arg): Tag[] =>
    isStaleRevision(error) ? [] : written(id);

function searchOf(args: ListReflectionsArgs | void): string {
  const params = new URLSearchParams();
  if (args?.kind) params.set('kind', args.kind);
  if (args?.q?.trim()) params.set('q', args.q.trim());
  if (args?.assessment_name) params.set('assessment_name', args.assessment_name);
  const text = params.toString();
  return text ? `assessments?${text}` : 'assessments';
}

export const reflectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /assessments: modifiedOn descending; kind=TEMPLATE lists the system templates first, in spec order. */
    listReflections: build.query<ReflectionListItemView[], ListReflectionsArgs | void>({
      query: (args) => searchOf(args),
      providesTags: (items = []) => [
        { type: 'ReflectionList' as const, id: 'LIST' },
        ...items.map((item) => ({ type: 'Reflection' as const, id: item.assessment_id })),
      ],
    }),
    /** GET /assessments/{id}: a draft, a template (system ones too) or a published reflection. */
    getReflection: build.query<Reflection, string>({
      query: (id) => path(id),
      providesTags: (_view, _error, id) => [{ type: 'Reflection' as const, id }],
    }),
    createReflection: build.mutation<Reflection, CreateReflection>({
      query: (body) => ({ url: 'assessments', method: 'POST', body }),
      invalidatesTags: (view) => written(view?.assessment_id),
    }),
    /** PUT /assessments/{id} with the revision loaded: 409 STALE_REVISION when someone saved in between. */
    updateReflection: build.mutation<Reflection, ReflectionWrite<UpdateReflection>>({
      query: ({ id, body }) => ({ url: path(id), method: 'PUT', body }),
      invalidatesTags: writtenUnlessStale(),
    }),
    /** PATCH /assessments/{id}: rename a draft or a client template. */
    renameReflection: build.mutation<Reflection, ReflectionWrite<RenameReflectionDto>>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: writtenUnlessStale(),
    }),
    /** DELETE /assessments/{id}: drafts only. */
    deleteReflection: build.mutation<unknown, string>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => written(id),
    }),
    /** POST /assessments/{id}/copy: a new draft named `cloneName(original, now, browser time zone)`. */
    copyReflection: build.mutation<Reflection, ReflectionWrite<CopyReflectionDto>>({
      query: ({ id, body }) => ({ url: path(id, '/copy'), method: 'POST', body }),
      invalidatesTags: (view, _error, { id }) => written(id, view?.assessment_id),
    }),
    /** POST /assessments/{id}/publish: general_settings (team, dates as instants, members with roles). */
    publishReflection: build.mutation<Reflection, ReflectionWrite<PublishReflection>>({
      query: ({ id, body }) => ({ url: path(id, '/publish'), method: 'POST', body }),
      invalidatesTags: writtenUnlessStale(),
    }),
    /** PATCH /assessments/{id}/publish: rename a published reflection (refused once closed). */
    renamePublished: build.mutation<Reflection, ReflectionWrite<RenameReflectionDto>>({
      query: ({ id, body }) => ({ url: path(id, '/publish'), method: 'PATCH', body }),
      invalidatesTags: writtenUnlessStale(),
    }),
    /** PUT /assessments/{id}/publish: the Edit Reflection page's dates (within their locks) and members. */
    editPublished: build.mutation<Reflection, ReflectionWrite<EditPublishedReflection>>({
      query: ({ id, body }) => ({ url: path(id, '/publish'), method: 'PUT', body }),
      invalidatesTags: writtenUnlessStale(),
    }),
    /** POST /assessments/{id}/publish/admin_close: 'Mark as Complete'. */
    adminClose: build.mutation<Reflection, string>({
      query: (id) => ({ url: path(id, '/publish/admin_close'), method: 'POST' }),
      invalidatesTags: (_view, _error, id) => written(id),
    }),
    getCategories: build.query<QuestionCategory[], void>({
      query: () => 'categories',
      providesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    getCatalogueQuestions: build.query<CatalogueQuestion[], void>({
      query: () => 'assessments/questions',
      providesTags: [{ type: 'Category', id: 'QUESTIONS' }],
    }),
    /** GET /assessments/templates: the client's own templates (optional 'q'). */
    listTemplates: build.query<ReflectionListItemView[], { q?: string } | void>({
      query: (args) => (args?.q?.trim() ? `assessments/templates?q=${enc(args.q.trim())}` : 'assessments/templates'),
      providesTags: (items = []) => [
        { type: 'Template' as const, id: 'LIST' },
        ...items.map((item) => ({ type: 'Reflection' as const, id: item.assessment_id })),
      ],
    }),
    /** DELETE /assessments/templates/{id}: a client template (system templates cannot be changed). */
    deleteTemplate: build.mutation<unknown, string>({
      query: (id) => ({ url: `assessments/templates/${enc(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => written(id),
    }),
  }),
});

export const {
  useListReflectionsQuery,
  useGetReflectionQuery,
  useCreateReflectionMutation,
  useUpdateReflectionMutation,
  useRenameReflectionMutation,
  useDeleteReflectionMutation,
  useCopyReflectionMutation,
  usePublishReflectionMutation,
  useRenamePublishedMutation,
  useEditPublishedMutation,
  useAdminCloseMutation,
  useGetCategoriesQuery,
  useGetCatalogueQuestionsQuery,
  useListTemplatesQuery,
  useDeleteTemplateMutation,
} = reflectionsApi;

/** The API's code for a save against a newer revision (409), answered with ReflectionMessages.staleRevision. */
export const STALE_REVISION = 'STALE_REVISION';

/** Whether a failed write was refused because someone saved the reflection in between. */
export function isStaleRevision(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 409) return false;
  const code = typeof data === 'object' && data !== null ? (data as { code?: unknown }).code : undefined;
  // a 409 without a code is still a conflicting write (the event store's expected revision)
  return code === undefined || code === STALE_REVISION;
}
