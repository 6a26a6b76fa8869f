import { createTheme } from '@mui/material/styles';

const FONT_STACK = [
  'Roboto',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

const FOCUS_RING = '#ffb300';

/** Class of the toast container, which the theme moves below the app bar. */
export const TOASTS_CLASS = 'rlo-toasts';

export const theme = createTheme({
  palette: {
    primary: { main: '#163d7a', light: '#4a67a9', dark: '#00184d', contrastText: '#ffffff' },
    secondary: { main: '#ffb300', light: '#ffe54c', dark: '#c68400', contrastText: '#1d1d1d' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    // Text on a coloured fill (chips, contained buttons) is picked for 4.5:1, not MUI's default 3:1:
    // white on the warning orange was 3.1:1 (WCAG 1.4.3).
    contrastThreshold: 4.5,
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_STACK,
    h1: { fontWeight: 600 },
    h4: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // A focus ring that shows on the blue header as on white pages (WCAG 2.4.7).
        '*:focus-visible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        // Toasts sit under the header (56 px high on phones, 64 px above) so they never hide its buttons.
        [`.${TOASTS_CLASS}.notistack-SnackbarContainer`]: {
          top: 60,
          '@media (min-width: 600px)': { top: 68 },
        },
        // notistack's own toast colours put white text on light green, blue and orange (3:1 or
        // less): these keep every toast at 4.5:1 or more (WCAG 1.4.3; errors have their own toast).
        '.notistack-MuiContent.notistack-MuiContent-success': { backgroundColor: '#2e7d32', color: '#ffffff' },
        '.notistack-MuiContent.notistack-MuiContent-info': { backgroundColor: '#01579b', color: '#ffffff' },
        '.notistack-MuiContent.notistack-MuiContent-warning': { backgroundColor: '#ffb300', color: '#1d1d1d' },
        '.notistack-MuiContent.notistack-MuiContent-default': { backgroundColor: '#313131', color: '#ffffff' },
      },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiTooltip: { defaultProps: { enterTouchDelay: 0 } },
    // MUI makes an alert's message a scroll box; text that wraps never needs one, and a box a
    // rounding pixel taller than its text is an unfocusable scroll region to axe (WCAG 2.1.1).
    MuiAlert: { styleOverrides: { message: { overflow: 'visible', minWidth: 0, overflowWrap: 'anywhere' } } },
  },
});
