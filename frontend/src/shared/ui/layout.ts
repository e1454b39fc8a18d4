/** A row whose two ends spread apart (a title and its button) and wrap onto two lines on a narrow screen. */
export const SPREAD_ROW = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
} as const;

/** Columns side by side from a breakpoint on (`{ xs: '1fr', md: '280px 1fr' }`), their tops aligned. */
export const columns = (template: { xs: string; md?: string; lg?: string }) =>
  ({ display: 'grid', gap: 2, gridTemplateColumns: template, alignItems: 'start' }) as const;
