import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileRenameOutlineIcon from '@mui/icons-material/DriveFileRenameOutline';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ChatSessionView } from '@gc/contracts';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { notificationShown } from '../../../shared/ui/notifications/notifications-slice';
import { useDeleteChatSessionMutation, useGetChatSessionsQuery, useRenameChatSessionMutation } from '../mentor-api';
import type { MentorChat } from '../use-mentor-chat';
import { RenameChatDialog } from './rename-chat-dialog';

const dateOf = (epochMs: number) =>
  new Date(epochMs).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Max mode's side list: the person's chats, newest first; open one, rename it or delete it. */
export function ChatHistory({ chat }: { chat: MentorChat }) {
  const dispatch = useDispatch();
  const { data: sessions, error, isLoading, refetch } = useGetChatSessionsQuery();
  const [rename, renaming] = useRenameChatSessionMutation();
  const [remove, removing] = useDeleteChatSessionMutation();
  const [toRename, setToRename] = useState<ChatSessionView | null>(null);
  const [toDelete, setToDelete] = useState<ChatSessionView | null>(null);
  const activeId = chat.session?.sessionId;

  const saveName = async (name: string) => {
    if (!toRename) return;
    const result = await rename({ sessionId: toRename.session_id, session_name: name });
    if ('error' in result) {
      dispatch(notificationShown({ type: 'error', title: 'Chat session rename failed!', message: '' }));
      return;
    }
    chat.renamed(toRename.session_id, name);
    setToRename(null);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await remove(toDelete.session_id);
    const deletedId = toDelete.session_id;
    setToDelete(null);
    if ('error' in result) {
      dispatch(notificationShown({ type: 'error', title: 'Chat session deletion failed!', message: '' }));
      return;
    }
    chat.deleted(deletedId);
    dispatch(notificationShown({ type: 'success', title: 'Chat session successfully deleted!', message: '' }));
  };

  return (
    <Box
      component="nav"
      aria-labelledby="chat-history-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Typography id="chat-history-title" variant="h6" component="h2" sx={{ px: 2, pt: 2, pb: 1 }}>
        History
      </Typography>
      {isLoading && (
        <Box role="status" sx={{ px: 2, py: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">Loading your chats…</Typography>
        </Box>
      )}
      {error && (
        <Box sx={{ px: 2 }}>
          <LoadError what="your chats" error={error} onRetry={() => void refetch()} dense />
        </Box>
      )}
      {sessions && sessions.length === 0 && (
        <Typography variant="body2" sx={{ px: 2, pb: 2, color: 'text.secondary' }}>
          No chats yet. Your conversations with GrowthMentor will be listed here.
        </Typography>
      )}
      {sessions && sessions.length > 0 && (
        <List dense sx={{ overflowY: 'auto', py: 0 }}>
          {sessions.map((session) => {
            const name = session.session_name || 'Untitled chat';
            return (
              <ListItem
                key={session.session_id}
                disablePadding
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <IconButton size="small" aria-label={`Rename chat ${name}`} onClick={() => setToRename(session)}>
                      <DriveFileRenameOutlineIcon fontSize="small" />
                    </IconButton>
                    <IconButton size="small" aria-label={`Delete chat ${name}`} onClick={() => setToDelete(session)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Box>
                }
                sx={{ '& .MuiListItemSecondaryAction-root': { right: 8 } }}
              >
                <ListItemButton
                  selected={session.session_id === activeId}
                  aria-current={session.session_id === activeId ? 'true' : undefined}
                  onClick={() => void chat.openSession(session.session_id)}
                  sx={{ pr: 10 }}
                >
                  <ListItemText
                    primary={name}
                    secondary={dateOf(session.updatedOn || session.createdOn)}
                    slotProps={{ primary: { noWrap: true }, secondary: { sx: { color: 'text.secondary' } } }}
                  />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
      {toRename && (
        <RenameChatDialog
          name={toRename.session_name}
          busy={renaming.isLoading}
          onSave={(name) => void saveName(name)}
          onCancel={() => setToRename(null)}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this chat?"
        text={`'${toDelete?.session_name ?? ''}' and its messages will be deleted. Trash cannot be recovered.`}
        confirmLabel="Delete"
        destructive
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Box>
  );
}
