import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode, RefObject } from 'react';
import { FocusableHeading } from '../../../shared/ui/focusable-heading';

export function StepCard({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="ventureverse-step"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760 }}
    >
      <FocusableHeading component="h2" variant="h5" id="ventureverse-step" ref={headingRef} sx={{ mb: 2 }}>
        {title}
      </FocusableHeading>
      {children}
    </Paper>
  );
}

/** Step 1: 'Start New Game'; 'LOAD PREVIOUS GAME' does nothing yet (there are no saved games). */
export function WelcomeStep({
  headingRef,
  onStart,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onStart: () => void;
}) {
  return (
    <StepCard title="Welcome to VentureVerse" headingRef={headingRef}>
      <Typography sx={{ mb: 3 }}>
        Build a startup from an idea to a business in twelve weeks. Every week you decide where your time and money go,
        and GrowthMentor is at your side to think decisions through.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" size="large" onClick={onStart}>
          Start New Game
        </Button>
        <Button variant="outlined" size="large" aria-describedby="no-saved-games" onClick={() => undefined}>
          LOAD PREVIOUS GAME
        </Button>
      </Box>
      <Typography id="no-saved-games" variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Saved games are not available yet.
      </Typography>
    </StepCard>
  );
}

const RULES = [
  'You start with $10,000 in the bank and 12 weeks on the clock.',
  'Each week you choose what to work on: customers, product, team or funding.',
  'Your choices change your balance and open new opportunities (and risks).',
  'Ask GrowthMentor for advice at any moment: it sees the same board you do.',
];

/** Step 2: the rules, then "Let's Play!". */
export function HowToPlayStep({
  headingRef,
  onPlay,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPlay: () => void;
}) {
  return (
    <StepCard title="How to play" headingRef={headingRef}>
      <Box component="ol" sx={{ pl: 3, mt: 0, mb: 3, display: 'grid', gap: 1 }}>
        {RULES.map((rule) => (
          <Typography component="li" key={rule}>
            {rule}
          </Typography>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={onPlay}>
        Let&apos;s Play!
      </Button>
    </StepCard>
  );
}
