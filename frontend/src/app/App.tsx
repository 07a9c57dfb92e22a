import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, message, notification } from 'antd';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';
import { createQueryClient } from './query-client';
import { theme } from './theme';

/** SPEC §4 "Toasts: one visible at a time"; §9 toasts stay 5 s. The static API is configured too. */
const TOASTS = { maxCount: 1, duration: 5 } as const;
message.config(TOASTS);
notification.config(TOASTS);

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider theme={theme}>
        <AntApp message={TOASTS} notification={{ ...TOASTS, placement: 'top' }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
