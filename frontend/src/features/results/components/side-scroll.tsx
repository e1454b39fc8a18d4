import Box from '@mui/material/Box';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** Text of the cue shown above a table wider than the screen. */
export const SIDE_SCROLL_HINT = 'Scroll sideways to see all columns';

interface Overflow {
  /** the table is wider than its container */
  any: boolean;
  /** columns hidden to the left / to the right of what is in view */
  left: boolean;
  right: boolean;
}
const NONE: Overflow = { any: false, left: false, right: false };

const edge = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 16,
    pointerEvents: 'none',
    background: `linear-gradient(to ${side}, rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.14))`,
  }) as const;

/**
 * A table that scrolls sideways inside its own box, never the page: when it is wider than the screen (a phone), the
 * cue 'Scroll sideways to see all columns' shows above it and a shadow on the edge where columns are hidden. The box
 * is a labelled, focusable region, so a keyboard reaches it (Tab) and scrolls it with the arrow keys; its name is
 * `label`, described by the cue while it shows.
 */
export function SideScroll({ label, children }: { label: string; children: ReactNode }) {
  const hintId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const measure = () => {
      const any = box.scrollWidth > box.clientWidth + 1;
      const next = {
        any,
        left: any && box.scrollLeft > 1,
        right: any && box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
      };
      setOverflow((before) =>
        before.any === next.any && before.left === next.left && before.right === next.right ? before : next,
      );
    };
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(box);
    if (box.firstElementChild) resized?.observe(box.firstElementChild);
    box.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      resized?.disconnect();
      box.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 0.5, minWidth: 0 }}>
      {overflow.any && (
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }} data-testid="side-scroll-hint">
          {SIDE_SCROLL_HINT}
        </Typography>
      )}
      <Box sx={{ position: 'relative', minWidth: 0 }}>
        <TableContainer
          ref={ref}
          role="region"
          tabIndex={0}
          aria-label={label}
          aria-describedby={overflow.any ? hintId : undefined}
          data-overflowing={overflow.any}
          sx={{
            overflowX: 'auto',
            maxWidth: '100%',
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {children}
        </TableContainer>
        {overflow.left && <Box aria-hidden sx={edge('left')} data-testid="side-scroll-shadow-left" />}
        {overflow.right && <Box aria-hidden sx={edge('right')} data-testid="side-scroll-shadow-right" />}
      </Box>
    </Box>
  );
}
