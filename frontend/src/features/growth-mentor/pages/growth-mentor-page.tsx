import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '../../../shared/auth/auth-slice';
import { firstName } from '../../../shared/auth/first-name';
import { ChatConversation } from '../../../domain/mentor/components/chat-conversation';
import { ChatHeader } from '../../../domain/mentor/components/chat-header';
import { ChatHistory } from '../../../domain/mentor/components/chat-history';
import { MentorSettingsSwitch } from '../../../domain/mentor/components/mentor-settings-switch';
import { useMentorChat } from '../../../domain/mentor/use-mentor-chat';
import { PageShell } from '../../../shared/ui/page-shell';
import { columns } from '../../../shared/ui/layout';

/**
 * /app/growth-mentor: the chat in max mode (member spec, GrowthMentor page): 'Start a New Chat', the history side
 * list (open, rename, delete) with the results setting, and the conversation. Entering it reloads the active chat
 * kept in local storage.
 */
export function GrowthMentorPage() {
  const user = useSelector(selectCurrentUser);
  const chat = useMentorChat();
  return (
    <PageShell
      title="GrowthMentor"
      actions={
        <Button variant="contained" onClick={chat.newChat}>
          Start a New Chat
        </Button>
      }
    >
      <Box sx={columns({ xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' })}>
        <Paper
          variant="outlined"
          sx={{
            order: { xs: 2, md: 1 },
            display: 'flex',
            flexDirection: 'column',
            maxHeight: { md: 'calc(100vh - 220px)' },
          }}
        >
          <ChatHistory chat={chat} />
          <Divider />
          <MentorSettingsSwitch />
        </Paper>
        <Paper
          component="section"
          aria-labelledby="mentor-chat-title"
          variant="outlined"
          sx={{
            order: { xs: 1, md: 2 },
            display: 'flex',
            flexDirection: 'column',
            overflow: 'hidden',
            height: { xs: 'min(640px, calc(100dvh - 160px))', md: 'calc(100vh - 220px)' },
            minHeight: 420,
          }}
        >
          <ChatHeader headingId="mentor-chat-title" subtitle={chat.session?.sessionName} />
          <ChatConversation chat={chat} firstName={firstName(user?.name)} />
        </Paper>
      </Box>
    </PageShell>
  );
}
