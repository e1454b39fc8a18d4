/** One exchange: the member's message and the mentor's answer (member spec, entity Chat message). */
export interface ChatMessageView {
  session_id: string;
  session_name: string;
  mentor_message_id: string;
  /** the member's text */
  message: string;
  /** the mentor's answer */
  response: string;
  /** up to three follow-up questions, offered as Q1..Q3 */
  suggestions: string[];
  /** thumbs up: true, thumbs down: false, no reaction: null */
  liked: boolean | null;
  /** true when the answer came from the offline playbook, not from an AI model */
  offline: boolean;
  /** epoch milliseconds */
  createdOn: number;
}

/** GET /mentor/chats/sessions: newest first. */
export interface ChatSessionView {
  session_id: string;
  session_name: string;
  /** epoch milliseconds */
  createdOn: number;
  updatedOn: number;
}

/** GET /mentor/chats/sessions/{session_id}: messages oldest first. */
export interface ChatSessionDetailView {
  session_id: string;
  session_name: string;
  createdOn: number;
  messages: ChatMessageView[];
}

/** GET/PUT /mentor/settings. */
export interface MentorSettingsView {
  /** whether the mentor may read the member's own latest aggregated results */
  use_results: boolean;
}

/** The Server-Sent Events of POST /mentor/chats and PUT /mentor/chats/sessions/{id} with Accept: text/event-stream. */
export type MentorStreamEvent =
  | { event: 'start'; data: Pick<ChatMessageView, 'session_id' | 'session_name' | 'mentor_message_id'> }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: ChatMessageView }
  | { event: 'error'; data: { message: string } };
