import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../shared/ui/error-boundary';
import { NotificationHost } from '../shared/ui/notifications/notification-host';
import { createRouter } from './router';
import type { AppStore } from './store';
import { theme } from './theme';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createRouter);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorBoundary>
          <RouterProvider router={router} />
          <NotificationHost />
        </ErrorBoundary>
      </ThemeProvider>
    </Provider>
  );
}
