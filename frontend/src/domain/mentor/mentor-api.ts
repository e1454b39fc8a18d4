import type { ChatMessageView, ChatSessionDetailView, ChatSessionView, MentorSettingsView } from '@gc/contracts';
import { api } from '../../shared/api/api-slice';

const id = encodeURIComponent;
const LIST = { type: 'ChatSession' as const, id: 'LIST' };

/**
 * GrowthMentor's calls (member spec section 7, 'Chat'), shared because the floating panel of the /app layout, the
 * GrowthMentor page and VentureVerse's board all hold a chat. Sending a message streams (mentor-stream.ts); what is
 * stored is read back here.
 */
export const mentorApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /mentor/chats/sessions: the person's chats, newest first. */
    getChatSessions: build.query<ChatSessionView[], void>({
      query: () => 'mentor/chats/sessions',
      providesTags: (sessions = []) => [
        LIST,
        ...sessions.map((s) => ({ type: 'ChatSession' as const, id: s.session_id })),
      ],
    }),
    /** GET /mentor/chats/sessions/{id}: one chat with its messages, oldest first. */
    getChatSession: build.query<ChatSessionDetailView, string>({
      query: (sessionId) => `mentor/chats/sessions/${id(sessionId)}`,
      providesTags: (_r, _e, sessionId) => [{ type: 'ChatSession', id: sessionId }],
    }),
    renameChatSession: build.mutation<unknown, { sessionId: string; session_name: string }>({
      query: ({ sessionId, session_name }) => ({
        url: `mentor/chats/sessions/${id(sessionId)}`,
        method: 'PATCH',
        body: { session_name },
      }),
      invalidatesTags: (_r, _e, { sessionId }) => [LIST, { type: 'ChatSession', id: sessionId }],
    }),
    deleteChatSession: build.mutation<unknown, string>({
      query: (sessionId) => ({ url: `mentor/chats/sessions/${id(sessionId)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    /** Thumbs up (`liked: true`, POST .../like) or down (`liked: false`, POST .../unlike). */
    reactToMessage: build.mutation<ChatMessageView, { sessionId: string; messageId: string; liked: boolean }>({
      query: ({ sessionId, messageId, liked }) => ({
        url: `mentor/chats/sessions/${id(sessionId)}/messages/${id(messageId)}/${liked ? 'like' : 'unlike'}`,
        method: 'POST',
      }),
    }),
    getMentorSettings: build.query<MentorSettingsView, void>({
      query: () => 'mentor/settings',
      providesTags: [{ type: 'ChatSession', id: 'SETTINGS' }],
    }),
    updateMentorSettings: build.mutation<MentorSettingsView, MentorSettingsView>({
      query: (body) => ({ url: 'mentor/settings', method: 'PUT', body }),
      invalidatesTags: [{ type: 'ChatSession', id: 'SETTINGS' }],
    }),
  }),
});

/** After a message was stored: the history list shows the new or renamed chat. */
export const chatSessionsChanged = () => mentorApi.util.invalidateTags([LIST]);

export const {
  useGetChatSessionsQuery,
  useRenameChatSessionMutation,
  useDeleteChatSessionMutation,
  useReactToMessageMutation,
  useGetMentorSettingsQuery,
  useUpdateMentorSettingsMutation,
} = mentorApi;
