import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export const MENTOR_NAME = 'GrowthMentor';

/**
 * The spec's disclaimer says the mentor uses GPT 3.5 and 4; this product can run any compatible model, or none
 * (then the offline playbook answers, and says so on each answer).
 */
export const DISCLAIMER =
  'GrowthMentor answers with a generative AI model (such as GPT 3.5 and 4) and can be wrong: check advice that matters ' +
  'before acting on it. When no model is configured, answers come from the GrowthCatalyst playbook and are marked offline.';

interface ChatHeaderProps {
  /** the active chat's name, under the title */
  subtitle?: string;
  onNewChat?: () => void;
  /** mode buttons of the floating panel (full page, minimise, close) */
  children?: ReactNode;
  headingId?: string;
}

/** The panel's title bar: the mentor's name, the disclaimer tooltip, a new-chat action and the mode buttons. */
export function ChatHeader({ subtitle, onNewChat, children, headingId }: ChatHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1.5,
        py: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h2" noWrap>
          {MENTOR_NAME}
        </Typography>
        {subtitle && (
          <Typography variant="body2" component="p" noWrap>
            {subtitle}
          </Typography>
        )}
      </Box>
      <Tooltip title={DISCLAIMER} describeChild enterTouchDelay={0} leaveTouchDelay={6000}>
        <IconButton color="inherit" size="small" aria-label="Disclaimer">
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onNewChat && (
        <Tooltip title="New chat">
          <IconButton color="inherit" size="small" aria-label="New chat" onClick={onNewChat}>
            <AddCommentOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {children}
    </Box>
  );
}
