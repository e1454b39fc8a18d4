import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { hasVisibleText, MENTOR_MESSAGE_MAX_LENGTH } from '@gc/contracts';
import { forwardRef, useState, type KeyboardEvent } from 'react';

/** 'Chat textarea maximum 4 rows.' */
export const CHAT_MAX_ROWS = 4;

/**
 * Empty text, or text with only whitespace and newlines, is not sent; nor is text of only invisible characters
 * (zero-width spaces, joiners, other format or control characters), which the API refuses too.
 */
export const isSendable = (text: string) => hasVisibleText(text);

interface ChatInputProps {
  onSend: (text: string) => void;
  /** an answer is on its way: typing goes on, sending waits */
  busy: boolean;
}

/** The message box: Enter sends; Shift+Enter or Ctrl+Enter starts a new line; grows up to 4 rows. */
export const ChatInput = forwardRef<HTMLTextAreaElement, ChatInputProps>(function ChatInput({ onSend, busy }, ref) {
  const [text, setText] = useState('');
  const canSend = !busy && isSendable(text);

  const send = () => {
    if (!canSend) return;
    onSend(text);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.ctrlKey) {
      // a textarea ignores Ctrl+Enter: insert the new line where the caret is
      event.preventDefault();
      const target = event.currentTarget;
      const { selectionStart, selectionEnd } = target;
      const next = `${text.slice(0, selectionStart)}\n${text.slice(selectionEnd)}`;
      setText(next);
      requestAnimationFrame(() => target.setSelectionRange(selectionStart + 1, selectionStart + 1));
      return;
    }
    if (event.shiftKey || event.altKey || event.metaKey) return;
    event.preventDefault();
    send();
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <TextField
        multiline
        minRows={1}
        maxRows={CHAT_MAX_ROWS}
        size="small"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Ask GrowthMentor…"
        inputRef={ref}
        slotProps={{
          htmlInput: {
            'aria-label': 'Message GrowthMentor',
            maxLength: MENTOR_MESSAGE_MAX_LENGTH,
            onKeyDown,
          },
        }}
      />
      <IconButton type="submit" color="primary" aria-label="Send message" disabled={!canSend}>
        <SendIcon />
      </IconButton>
    </Box>
  );
});
