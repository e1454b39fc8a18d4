import { createTheme } from '@mui/material/styles';

/**
 * One theme for the whole product. Brand teal #00695C has a contrast ratio of about 6.6:1 on white (AA for text of
 * any size); 8 px spacing; one type scale; a visible focus ring on everything keyboard-focusable.
 */
export const BRAND = '#00695C';
const FOCUS_RING = `3px solid ${BRAND}66`;

export const theme = createTheme({
  palette: {
    primary: { main: BRAND, contrastText: '#FFFFFF' },
    secondary: { main: '#37474F' },
    // MUI's orange (#ED6C02) is 3.1:1 on white: too light for text such as the 'Not verified' chip (AA needs 4.5:1)
    warning: { main: '#B45309' },
    background: { default: '#F6F8F8', paper: '#FFFFFF' },
    text: { primary: '#1B2426', secondary: '#4A5A5E' },
  },
  spacing: 8,
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
    h4: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.35 },
    h5: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.4 },
    h6: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
    body1: { fontSize: '1rem', lineHeight: 1.5 },
    body2: { fontSize: '0.875rem', lineHeight: 1.5 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // Keyboard users must always see where they are; pointer users do not get the ring (focus-visible).
        ':focus-visible': { outline: FOCUS_RING, outlineOffset: 2 },
        body: { overflowX: 'hidden' },
      },
    },
    MuiButtonBase: {
      defaultProps: { disableRipple: false },
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: FOCUS_RING, outlineOffset: 2 } },
      },
    },
    MuiLink: {
      styleOverrides: { root: { '&:focus-visible': { outline: FOCUS_RING, outlineOffset: 2, borderRadius: 2 } } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    // WCAG 2.1 AA (axe): a disabled field's helper text and a locked fieldset's legend stay readable (MUI's disabled
    // grey is 2.67:1), and an alert's message does not become a scroll box a keyboard cannot reach
    // (scrollable-region-focusable).
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
    MuiFormLabel: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
    MuiAlert: { styleOverrides: { message: { overflow: 'visible' } } },
  },
});
