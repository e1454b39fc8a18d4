import CloseIcon from '@mui/icons-material/Close';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import MinimizeIcon from '@mui/icons-material/Minimize';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectCurrentUser } from '../../../shared/auth/auth-slice';
import { firstName } from '../../../shared/auth/first-name';
import { paths } from '../../../shared/routing/paths';
import { LAUNCHER_INSET_PX } from '../mentor-mode';
import { useMentorChat } from '../use-mentor-chat';
import { ChatConversation } from './chat-conversation';
import { ChatHeader, MENTOR_NAME } from './chat-header';

/** 'Init title fades after 2 seconds.' */
export const INIT_TITLE_MS = 2000;

const CORNER = { position: 'fixed', right: LAUNCHER_INSET_PX, bottom: LAUNCHER_INSET_PX, zIndex: 1200 } as const;

/** The open panel (normal) and its minimised bar (min): one conversation, kept while minimised. */
function FloatingChat({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const user = useSelector(selectCurrentUser);
  const chat = useMentorChat();
  const [minimised, setMinimised] = useState(false);
  const restore = useRef<HTMLButtonElement>(null);
  const minimise = useRef<HTMLButtonElement>(null);
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current) return;
    (minimised ? restore : minimise).current?.focus();
  }, [minimised]);
  const setMin = (value: boolean) => {
    changed.current = true;
    setMinimised(value);
  };

  return (
    <>
      {minimised && (
        <Paper elevation={6} sx={{ ...CORNER, display: 'flex', alignItems: 'center', gap: 0.5, pl: 0.5, pr: 0.5 }}>
          <Button ref={restore} startIcon={<ForumOutlinedIcon />} aria-expanded={false} onClick={() => setMin(false)}>
            {MENTOR_NAME}
          </Button>
          <IconButton size="small" aria-label="Close GrowthMentor" onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Paper>
      )}
      <Paper
        component="section"
        aria-labelledby="floating-mentor-title"
        elevation={8}
        sx={{
          ...CORNER,
          display: minimised ? 'none' : 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          width: { xs: 'calc(100vw - 24px)', sm: 400 },
          height: { xs: 'min(600px, calc(100dvh - 88px))', sm: 'min(600px, calc(100dvh - 112px))' },
        }}
      >
        <ChatHeader headingId="floating-mentor-title" subtitle={chat.session?.sessionName} onNewChat={chat.newChat}>
          <Tooltip title="Open full page">
            <IconButton
              color="inherit"
              size="small"
              aria-label="Open full page"
              onClick={() => void navigate(paths.growthMentor)}
            >
              <OpenInFullIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Minimise">
            <IconButton ref={minimise} color="inherit" size="small" aria-label="Minimise" onClick={() => setMin(true)}>
              <MinimizeIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Close">
            <IconButton color="inherit" size="small" aria-label="Close GrowthMentor" onClick={onClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </ChatHeader>
        <ChatConversation chat={chat} firstName={firstName(user?.name)} autoFocus />
      </Paper>
    </>
  );
}

/**
 * The global chat of /app pages: a floating button (init; its title fades after 2 s), the panel on click, which
 * can be minimised or opened as the full GrowthMentor page. The /app layout loads it lazily.
 */
export function FloatingMentor() {
  const [open, setOpen] = useState(false);
  const [showTitle, setShowTitle] = useState(true);
  const fab = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) return;
    setShowTitle(true);
    const timer = setTimeout(() => setShowTitle(false), INIT_TITLE_MS);
    if (wasOpen.current) fab.current?.focus();
    return () => clearTimeout(timer);
  }, [open]);

  if (open)
    return (
      <FloatingChat
        onClose={() => {
          wasOpen.current = true;
          setOpen(false);
        }}
      />
    );
  return (
    // The hit area is the round button alone: the box around it and the title (visible or faded) let the pointer
    // through to the page beneath, which could otherwise not be clicked there.
    <Box sx={{ ...CORNER, display: 'flex', alignItems: 'center', gap: 1, pointerEvents: 'none' }}>
      <Typography
        aria-hidden
        sx={{
          pointerEvents: 'none',
          px: 1.5,
          py: 0.5,
          borderRadius: 2,
          bgcolor: 'background.paper',
          boxShadow: 2,
          fontWeight: 600,
          opacity: showTitle ? 1 : 0,
          visibility: showTitle ? 'visible' : 'hidden',
          transition: 'opacity 400ms ease, visibility 400ms',
          // no fade for those who ask for less motion (the title just goes); half-faded text is also what an
          // accessibility check (axe) caught at low contrast mid-fade
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        {MENTOR_NAME}
      </Typography>
      <Fab
        ref={fab}
        color="primary"
        aria-label="Open GrowthMentor chat"
        onClick={() => setOpen(true)}
        sx={{ pointerEvents: 'auto' }}
      >
        <ForumOutlinedIcon />
      </Fab>
    </Box>
  );
}
