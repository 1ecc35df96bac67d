// First: before any module builds a zod schema (the CSP allows no eval).
import './app/zod-jitless.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { NOTIFICATION_MS } from '@parley/core/common/limits';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/errors/AppErrorBoundary.tsx';
import { appRouter } from './app/router/app-router.ts';
import { SessionProvider } from './features/auth/components/SessionProvider.tsx';
import { queryClient } from './shared/api/query-client.ts';
import { theme } from './shared/theme/theme.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      {/* spec 001 §9: notifications last 7 s unless a toast says otherwise. */}
      {/* Bottom-right: top-right would cover the agent status menu for the 7 s of a notification. */}
      <Notifications position="bottom-right" autoClose={NOTIFICATION_MS} />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={appRouter} />
          </SessionProvider>
        </QueryClientProvider>
      </AppErrorBoundary>
    </MantineProvider>
  </StrictMode>,
);
