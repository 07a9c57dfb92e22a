import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { AppRoutes } from './routes';
import { createQueryClient } from './query-client';

/*
 * No antd here at all (ADR 021): its ConfigProvider alone put antd's style engine in every shopper's
 * first load. The storefront is plain elements and toasts through ToastProvider; the admin and
 * supplier routes wrap themselves in antd's theme and App inside their own lazy chunks
 * (components/ant-app-scope.tsx).
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
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
