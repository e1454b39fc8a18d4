import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useHeadingFocus } from './heading-focus';
import { FocusableHeading } from './focusable-heading';

/** The centred card of the public pages (sign-in steps, demo request, confirmation). */
export function PublicPageCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const heading = useHeadingFocus<HTMLHeadingElement>();
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 4, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 } }}>
        <Typography variant="overline" color="primary" component="p" sx={{ mb: 2 }}>
          GrowthCatalyst
        </Typography>
        <FocusableHeading component="h1" variant="h4" ref={heading}>
          {title}
        </FocusableHeading>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 4 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
