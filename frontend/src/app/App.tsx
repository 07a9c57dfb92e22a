import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { useScrollOnNavigation } from '../lib/use-scroll-on-navigation';
import { AppRoutes } from './routes';
import { createQueryClient } from './query-client';

/*
 * No antd here at all (ADR 024): its ConfigProvider alone put antd's style engine in every shopper's
 * first load. The storefront is plain elements and toasts through ToastProvider; the admin and
 * supplier routes wrap themselves in antd's theme and App inside their own lazy chunks
 * (components/ant-app-scope.tsx).
 */
export function AppProviders({ children, queryClient: given }: { children: React.ReactNode; queryClient?: QueryClient }) {
  // A server-rendered page brings the cache it was rendered from (main.tsx, entry-server.tsx).
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}

/** The routes as the browser shows them: one child, as on the server, so hydration's ids match (useId counts siblings). */
function BrowserRoutes() {
  useScrollOnNavigation();
  return <AppRoutes />;
}

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <BrowserRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
