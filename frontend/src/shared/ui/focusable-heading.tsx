import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

export interface FocusableHeadingProps {
  /** h1 for a page's title, h2 for a step or section inside it */
  component: 'h1' | 'h2';
  variant: TypographyProps['variant'];
  id?: string;
  ref: Ref<HTMLHeadingElement>;
  /** long names wrap anywhere instead of widening the page */
  wrap?: boolean;
  sx?: { mb?: number; fontWeight?: number };
  children: ReactNode;
}

/**
 * A heading focus is moved to (a new page, step or section; tabIndex -1), so a screen reader announces it and the
 * next Tab starts below it. It shows no focus ring: it cannot be reached with Tab, and the ring would only flash.
 */
export function FocusableHeading({ component, variant, id, ref, wrap, sx, children }: FocusableHeadingProps) {
  return (
    <Typography
      id={id}
      ref={ref}
      tabIndex={-1}
      variant={variant}
      component={component}
      sx={{ ...sx, ...(wrap ? { overflowWrap: 'anywhere' } : {}), '&:focus': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
