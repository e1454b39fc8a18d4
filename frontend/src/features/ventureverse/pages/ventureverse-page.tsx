import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { PageShell } from '../../../shared/ui/page-shell';
import { GameBoard } from '../components/game-board';
import { HowToPlayStep, WelcomeStep } from '../components/intro-steps';

type Step = 'welcome' | 'how-to-play' | 'board';

/**
 * /app/ventureverse: the static startup-simulation placeholder in three steps (Welcome, How to play, the game
 * board with its own chat in normal mode). The global chat panel is not shown on these paths (app layout).
 */
export function VentureVersePage() {
  const [step, setStep] = useState<Step>('welcome');
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // each step's heading takes focus when the step changes, as a page's h1 does after navigating
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);
  const go = (next: Step) => {
    moved.current = true;
    setStep(next);
  };

  return (
    <PageShell title="VentureVerse">
      <Box>
        {step === 'welcome' && <WelcomeStep headingRef={heading} onStart={() => go('how-to-play')} />}
        {step === 'how-to-play' && <HowToPlayStep headingRef={heading} onPlay={() => go('board')} />}
        {step === 'board' && <GameBoard headingRef={heading} />}
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        VentureVerse is a preview: the game is not playable yet.
      </Typography>
    </PageShell>
  );
}
