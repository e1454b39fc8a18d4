import '../../../shared/testing/dom-globals';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { belowAppBar, SectionBar } from './section-bar';

describe('SectionBar (the section’s top line, kept below the app bar)', () => {
  it('sits just below the app bar at each of its heights', () => {
    const theme = createTheme();
    expect(belowAppBar(theme, 'top')).toEqual({
      top: 56,
      '@media (min-width:0px)': { '@media (orientation: landscape)': { top: 48 } },
      '@media (min-width:600px)': { top: 64 },
    });
    // the scroll padding keeps a focused control clear of both bars
    expect(belowAppBar(theme, 'scrollPaddingTop', 52).scrollPaddingTop).toBe(108);
  });

  it('shows the section’s place and the status it is given, once', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <SectionBar label="Section 2 of 3" inset={{ xs: 2, sm: 3 }} status={<span role="status">Saving…</span>} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Section 2 of 3')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Saving…');
  });
});
