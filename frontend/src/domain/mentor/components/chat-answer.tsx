import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ThumbDownAltOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbDownIcon from '@mui/icons-material/ThumbDown';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MentorMessages, type ChatMessageView } from '@gc/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { useReactToMessageMutation } from '../mentor-api';
import type { ChatEntry } from '../use-mentor-chat';

/** "'COPIED!' lasts 2 seconds." */
export const COPIED_MS = 2000;

export function Bubble({ from, children }: { from: 'member' | 'mentor'; children: ReactNode }) {
  const member = from === 'member';
  return (
    <Box
      sx={{
        alignSelf: member ? 'flex-end' : 'flex-start',
        maxWidth: '88%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: member ? 'primary.main' : 'grey.100',
        color: member ? 'primary.contrastText' : 'text.primary',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Box>
  );
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // no clipboard permission (an insecure page, an older browser): the selection-based copy
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    document.execCommand('copy');
    area.remove();
  }
}

/** The offline playbook's own first line is shown as its label, so nothing reads as generated when it is not. */
function splitOfflineLabel(response: string, offline: boolean): { label: string | null; text: string } {
  if (!offline) return { label: null, text: response };
  const [first, ...rest] = response.split('\n');
  return first.startsWith(MentorMessages.offlineLabel)
    ? { label: first, text: rest.join('\n').replace(/^\n+/, '') }
    : { label: MentorMessages.offlineLabel, text: response };
}

interface ChatAnswerProps {
  entry: ChatEntry;
  sessionId: string | null;
  /** the last answer offers its follow-up questions as Q1..Q3 */
  showSuggestions: boolean;
  onSuggestion: (text: string) => void;
  onReacted: (view: ChatMessageView) => void;
}

/** The mentor's answer: its text, the offline label when it came from the playbook, Q1..Q3, thumbs and copy. */
export function ChatAnswer({ entry, sessionId, showSuggestions, onSuggestion, onReacted }: ChatAnswerProps) {
  const dispatch = useDispatch();
  const [react, { isLoading }] = useReactToMessageMutation();
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (copiedTimer.current && clearTimeout(copiedTimer.current)), []);
  const { label, text } = splitOfflineLabel(entry.response, entry.offline);
  const done = entry.status === 'done';

  const reactWith = async (liked: boolean) => {
    if (!sessionId || !entry.mentorMessageId) return;
    const result = await react({ sessionId, messageId: entry.mentorMessageId, liked });
    if ('data' in result && result.data) onReacted(result.data);
    else dispatch(notificationShown({ type: 'error', title: 'Your reaction was not saved.', message: '' }));
  };

  const copy = async () => {
    await copyText(entry.response);
    setCopied(true);
    if (copiedTimer.current) clearTimeout(copiedTimer.current);
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5, maxWidth: '100%' }}>
      <Bubble from="mentor">
        {label && (
          <Chip
            size="small"
            variant="outlined"
            label="Offline answer"
            title={label}
            sx={{ mb: 1, color: 'text.primary', borderColor: 'text.secondary' }}
          />
        )}
        {label && (
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
            {label}
          </Typography>
        )}
        <Typography variant="body2" component="div">
          {text}
        </Typography>
      </Bubble>
      {done && showSuggestions && entry.suggestions.length > 0 && (
        <Box
          component="ul"
          aria-label="Suggested questions"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}
        >
          {entry.suggestions.map((suggestion, index) => (
            <li key={suggestion}>
              <Button
                size="small"
                variant="outlined"
                onClick={() => onSuggestion(suggestion)}
                sx={{ textAlign: 'left', justifyContent: 'flex-start' }}
              >
                {`Q${index + 1}: ${suggestion}`}
              </Button>
            </li>
          ))}
        </Box>
      )}
      {done && entry.mentorMessageId && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton
            size="small"
            aria-label="Helpful"
            aria-pressed={entry.liked === true}
            disabled={isLoading}
            onClick={() => void reactWith(true)}
          >
            {entry.liked === true ? (
              <ThumbUpIcon fontSize="small" color="primary" />
            ) : (
              <ThumbUpAltOutlinedIcon fontSize="small" />
            )}
          </IconButton>
          <IconButton
            size="small"
            aria-label="Not helpful"
            aria-pressed={entry.liked === false}
            disabled={isLoading}
            onClick={() => void reactWith(false)}
          >
            {entry.liked === false ? (
              <ThumbDownIcon fontSize="small" color="primary" />
            ) : (
              <ThumbDownAltOutlinedIcon fontSize="small" />
            )}
          </IconButton>
          <IconButton size="small" aria-label="Copy answer" onClick={() => void copy()}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
          <Typography
            role="status"
            variant="caption"
            sx={{ fontWeight: 700, color: 'primary.main', minWidth: '4.5rem' }}
          >
            {copied ? 'COPIED!' : ''}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
