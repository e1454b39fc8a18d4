import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** The bar's height on one line; kept clear above a control the browser scrolls to (focus, a missing answer). */
const BAR_PX = 44;
/** Room left between the bar and a control scrolled to. */
const CLEARANCE_PX = 8;

/**
 * `top` just below the fixed app bar, at each of its heights (the theme's toolbar mixin: 56 px, 48 in a phone's
 * landscape, 64 from sm up); `extra` is added, for the scroll padding that keeps controls clear of both bars.
 */
export function belowAppBar(theme: Theme, property: 'top' | 'scrollPaddingTop', extra = 0) {
  // the mixin nests its media queries ('@media (min-width:0px)' holds '@media (orientation: landscape)')
  const mapped = (styles: object): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(styles).map(([key, value]) =>
        key === 'minHeight'
          ? [property, Number(value) + extra]
          : [key, value && typeof value === 'object' ? mapped(value as object) : value],
      ),
    );
  return mapped(theme.mixins.toolbar);
}

/**
 * A section's top line: 'Section 2 of 3' and, while the take can change, the save status ('Saving…', 'All changes
 * saved', 'Not saved yet — retrying'). It stays in view under the app bar while the taker scrolls through the
 * section, so whether the last answer was saved is never off screen; the page scrolls focused controls clear of it
 * (by its height as drawn, which grows when its line wraps).
 * Sits at the top of the section's card, whose padding it spans (`inset`, in theme spacing by breakpoint).
 */
export function SectionBar({
  label,
  status,
  inset,
}: {
  label: string;
  status?: ReactNode;
  inset: { xs: number; sm: number };
}) {
  const negative = { xs: -inset.xs, sm: -inset.sm };
  // the bar's height as drawn: it grows when its line wraps (a long refusal, enlarged text), and so does the room
  // kept clear above a control scrolled to
  const bar = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(BAR_PX);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setHeight(Math.max(BAR_PX, Math.ceil(element.getBoundingClientRect().height)));
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => resized.disconnect();
  }, []);
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({ html: belowAppBar(theme as Theme, 'scrollPaddingTop', height + CLEARANCE_PX) })}
      />
      <Box
        ref={bar}
        sx={(theme) => ({
          position: 'sticky',
          ...belowAppBar(theme, 'top'),
          zIndex: 2,
          mx: negative,
          mt: negative,
          px: inset,
          py: 0.5,
          minHeight: BAR_PX,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          columnGap: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          borderTopLeftRadius: 'inherit',
          borderTopRightRadius: 'inherit',
        })}
      >
        <Typography variant="overline" component="p" color="text.secondary">
          {label}
        </Typography>
        {status}
      </Box>
    </>
  );
}
