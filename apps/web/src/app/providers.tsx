import { TOAST_TIMEOUT_MS } from '@rlo/contract';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { ErrorToast } from '@/components/ErrorToast';
import { theme, TOASTS_CLASS } from './theme';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_TIMEOUT_MS}
          preventDuplicate
          maxSnack={3}
          classes={{ containerAnchorOriginTopRight: TOASTS_CLASS }}
          Components={{ error: ErrorToast }}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
