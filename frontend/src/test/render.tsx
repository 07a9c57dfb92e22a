import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntApp } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast';

// antd's styles go to an element outside the document: jsdom's getComputedStyle (every role query
// asks it whether each element is hidden) walks every rule in the document, and antd's thousands
// of rules made a single role query take seconds on a busy machine. No test reads antd's CSS.
const antdStyles = document.createElement('div');

/**
 * Renders with the providers the app gives its screens: router, React Query, the storefront's
 * toasts, and antd's App (which the admin and supplier routes add around themselves).
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  // A screen that asks for retries (a policy page on a dropped connection) gets them at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  // As a wrapper, so the result's rerender(ui) keeps the providers (and the screen's state).
  const Providers = ({ children }: { children: ReactNode }) => (
    <StyleProvider container={antdStyles}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <AntApp>
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </AntApp>
        </ToastProvider>
      </QueryClientProvider>
    </StyleProvider>
  );
  return render(ui, { wrapper: Providers });
}
