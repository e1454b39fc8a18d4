import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '../../../shared/auth/auth-slice';
import { firstName } from '../../../shared/auth/first-name';
import { ChatConversation } from '../../../domain/mentor/components/chat-conversation';
import { ChatHeader } from '../../../domain/mentor/components/chat-header';
import { useMentorChat } from '../../../domain/mentor/use-mentor-chat';
import { FocusableHeading } from '../../../shared/ui/focusable-heading';
import { columns } from '../../../shared/ui/layout';

/** 'VentureVerse starts with $10,000 and 12 weeks; the display is static, showing 1 of 12 weeks and $10.000.' */
export const TOTAL_WEEKS = 12;
export const WEEKS_ELAPSED = 1;
export const BALANCE_LABEL = '$10.000';

const PREMISE =
  'You and two cofounders have quit your jobs to build a tool that helps small clinics book patients. You have ' +
  'a working prototype, three clinics willing to try it and $10,000 of savings. In twelve weeks you must show ' +
  'investors that clinics will pay.';

/** Step 3: the static board (premise, time elapsed, bank balance) and its own chat in normal mode. */
export function GameBoard({ headingRef }: { headingRef: RefObject<HTMLHeadingElement | null> }) {
  const user = useSelector(selectCurrentUser);
  const chat = useMentorChat();
  return (
    <Box sx={columns({ xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 400px' })}>
      <Box component="section" aria-labelledby="ventureverse-step" sx={{ display: 'grid', gap: 2 }}>
        <FocusableHeading component="h2" variant="h5" id="ventureverse-step" ref={headingRef}>
          Game board
        </FocusableHeading>
        <Accordion defaultExpanded disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="premise-content" id="premise-header">
            <Typography component="h3" variant="h6">
              Your Unique Game Premise
            </Typography>
          </AccordionSummary>
          <AccordionDetails id="premise-content">
            <Typography>{PREMISE}</Typography>
          </AccordionDetails>
        </Accordion>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" variant="overline" sx={{ color: 'text.secondary' }}>
              Time elapsed
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              Week {WEEKS_ELAPSED} of {TOTAL_WEEKS}
              <LinearProgress
                variant="determinate"
                value={(WEEKS_ELAPSED / TOTAL_WEEKS) * 100}
                aria-label={`Week ${WEEKS_ELAPSED} of ${TOTAL_WEEKS}`}
                sx={{ mt: 1, height: 8, borderRadius: 4 }}
              />
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="dt" variant="overline" sx={{ color: 'text.secondary' }}>
              Bank balance
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {BALANCE_LABEL}
            </Typography>
          </Paper>
        </Box>
      </Box>
      <Paper
        component="section"
        aria-labelledby="ventureverse-chat-title"
        variant="outlined"
        sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden', height: { xs: 520, lg: 600 } }}
      >
        <ChatHeader headingId="ventureverse-chat-title" subtitle={chat.session?.sessionName} onNewChat={chat.newChat} />
        <ChatConversation chat={chat} firstName={firstName(user?.name)} />
      </Paper>
    </Box>
  );
}
