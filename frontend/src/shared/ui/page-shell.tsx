import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useHeadingFocus } from './heading-focus';
import { FocusableHeading } from './focusable-heading';

interface PageShellProps {
  title: string;
  /** A 'back' link above the title, e.g. to /app/dashboard. */
  back?: { to: string; label: string };
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every page inside /app: one h1, optional back link and actions, then the content. */
export function PageShell({ title, back, actions, children }: PageShellProps) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {back && (
        <Link component={RouterLink} to={back.to} underline="hover" sx={{ alignSelf: 'flex-start' }}>
          {back.label}
        </Link>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <FocusableHeading component="h1" variant="h4" id="page-title" ref={heading}>
          {title}
        </FocusableHeading>
        {actions}
      </Box>
      {children}
    </Box>
  );
}

/** Stand-in for a page another change will build, so routes and access rules can be tested now. */
export function PlaceholderPage({ title, back }: Pick<PageShellProps, 'title' | 'back'>) {
  return (
    <PageShell title={title} back={back}>
      <Typography color="text.secondary">This area is being built.</Typography>
    </PageShell>
  );
}
