import Paper from '@mui/material/Paper';
import type { FormEventHandler, ReactNode } from 'react';

export interface FormPanelProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** px; the panel takes the page's width without it */
  maxWidth?: number;
  /** the form's accessible name, when no heading names it */
  label?: string;
  children: ReactNode;
}

/**
 * A form on an outlined panel, its fields in one column. `noValidate`: the form's resolver checks the values, in
 * the API's own words, instead of the browser's bubbles.
 */
export function FormPanel({ onSubmit, maxWidth, label, children }: FormPanelProps) {
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={onSubmit}
      variant="outlined"
      aria-label={label}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3, maxWidth }}
    >
      {children}
    </Paper>
  );
}
