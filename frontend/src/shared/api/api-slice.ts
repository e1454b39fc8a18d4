import { createApi } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './api-base-query';
import { apiLoaded } from './api-registry';

/**
 * The one API slice. Features add their endpoints with `api.injectEndpoints` and tag what they return, so a
 * mutation in one area can refresh lists in another without the features importing each other.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery('/api'),
  tagTypes: [
    'Session',
    'Client',
    'Invitation',
    'Industry',
    'Stage',
    'Organization',
    'Team',
    'TeamMember',
    'TeamRole',
    'User',
    'Reflection',
    'ReflectionList',
    'TeamReflections',
    'Template',
    'Category',
    'Take',
    'Stats',
    'ChatSession',
  ],
  // Spec (section 8): queries neither retry nor refetch when the window regains focus; failures go to the
  // error screen instead.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

// the store attaches the slice's reducer and middleware now (app/store.ts)
apiLoaded(api);
