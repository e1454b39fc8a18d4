import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MentorChat } from '../use-mentor-chat';
import { Bubble, ChatAnswer } from './chat-answer';
import { ChatInput } from './chat-input';

/** The greeting's three suggestion prompts (suggested replies while the greeting is the only message). */
export const GREETING_PROMPTS = [
  'What should I work on first to grow as a founder?',
  'How do I validate my startup idea with customers?',
  'How can my cofounders and I work better together?',
] as const;

export const greetingFor = (firstName: string) =>
  `Hi ${firstName || 'there'}, my name is GrowthMentor and I'm here to help you grow...`;

function TypingIndicator() {
  return (
    <Box
      role="status"
      aria-label="GrowthMentor is typing"
      sx={{
        alignSelf: 'flex-start',
        display: 'flex',
        gap: 0.5,
        px: 1.5,
        py: 1.25,
        borderRadius: 2,
        bgcolor: 'grey.100',
      }}
    >
      {[0, 1, 2].map((dot) => (
        <Box
          key={dot}
          sx={{
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: 'text.secondary',
            animation: 'gc-typing 1.2s infinite ease-in-out',
            animationDelay: `${dot * 0.2}s`,
            '@keyframes gc-typing': { '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  );
}

/** 'Server failed us. So sad' with 'Try again?', which replays the stored failed action. */
function ChatErrorView({ reason, onRetry }: { reason: string; onRetry: () => void }) {
  return (
    <Box
      role="alert"
      sx={{
        alignSelf: 'stretch',
        border: 1,
        borderColor: 'error.main',
        borderRadius: 2,
        p: 1.5,
        bgcolor: 'background.paper',
      }}
    >
      <Typography sx={{ fontWeight: 600, color: 'error.dark' }}>Server failed us. So sad</Typography>
      {reason && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {reason}
        </Typography>
      )}
      <Button size="small" variant="outlined" color="error" onClick={onRetry} sx={{ mt: 1 }}>
        Try again?
      </Button>
    </Box>
  );
}

const NEAR_BOTTOM_PX = 48;

/** The conversation of one chat panel: greeting, messages, typing indicator, error view, 'New Message', input. */
export function ChatConversation({
  chat,
  firstName,
  autoFocus = false,
}: {
  chat: MentorChat;
  firstName: string;
  autoFocus?: boolean;
}) {
  const { entries, loading, failure, busy, session } = chat;
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const atBottom = useRef(true);
  const [unseen, setUnseen] = useState(false);

  const scrollToBottom = useCallback(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
    atBottom.current = true;
    setUnseen(false);
  }, []);

  // New content: follow it when the reader is at the bottom, else offer 'New Message'.
  const last = entries[entries.length - 1];
  const contentKey = `${entries.length}:${last?.response.length ?? 0}:${last?.status ?? ''}:${failure ? 1 : 0}`;
  useLayoutEffect(() => {
    if (atBottom.current) scrollToBottom();
    else setUnseen(true);
  }, [contentKey, scrollToBottom]);

  const onScroll = () => {
    const box = log.current;
    if (!box) return;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM_PX;
    if (atBottom.current) setUnseen(false);
  };

  const send = (text: string) => {
    chat.send(text);
    atBottom.current = true;
  };

  // Opening the floating panel, and a new chat, put the caret in the message box (a page keeps focus on its h1).
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first ? autoFocus : entries.length === 0 && !session) input.current?.focus({ preventScroll: true });
  }, [autoFocus, entries.length, session]);

  const greetingOnly = entries.length === 0 && !loading;
  return (
    <Box sx={{ position: 'relative', display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box
        ref={log}
        role="log"
        aria-label="Conversation with GrowthMentor"
        aria-busy={busy || loading}
        tabIndex={0}
        onScroll={onScroll}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Bubble from="mentor">
          <Typography variant="body2">{greetingFor(firstName)}</Typography>
        </Bubble>
        {greetingOnly && !failure && (
          <Box
            component="ul"
            aria-label="Suggested questions"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}
          >
            {GREETING_PROMPTS.map((prompt) => (
              <li key={prompt}>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => send(prompt)}
                  sx={{ textAlign: 'left', justifyContent: 'flex-start' }}
                >
                  {prompt}
                </Button>
              </li>
            ))}
          </Box>
        )}
        {loading && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
            <CircularProgress size={16} aria-hidden /> <Typography variant="body2">Loading the chat…</Typography>
          </Box>
        )}
        {entries.map((entry, index) => (
          <Box key={entry.key} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Bubble from="member">
              <Typography variant="body2">{entry.message}</Typography>
            </Bubble>
            {entry.status === 'waiting' && <TypingIndicator />}
            {(entry.status === 'streaming' || entry.status === 'done') && (
              <ChatAnswer
                entry={entry}
                sessionId={session?.sessionId ?? null}
                showSuggestions={index === entries.length - 1}
                onSuggestion={send}
                onReacted={chat.reacted}
              />
            )}
          </Box>
        ))}
        {failure && <ChatErrorView reason={failure.reason} onRetry={chat.retry} />}
      </Box>
      {unseen && (
        <Button
          size="small"
          variant="contained"
          startIcon={<ArrowDownwardIcon />}
          onClick={scrollToBottom}
          sx={{ position: 'absolute', bottom: 72, left: '50%', transform: 'translateX(-50%)', borderRadius: 4 }}
        >
          New Message
        </Button>
      )}
      <ChatInput ref={input} onSend={send} busy={busy} />
    </Box>
  );
}
