import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { fakeApi, never, ok, SIGNED_OUT } from '../test/fake-api';
import { ADMIN, CUSTOMER } from '../test/fixtures';
import { greetingName, useAuth } from './use-auth';

function wrapper({ children }: { children: ReactNode }) {
  // The app's own defaults are not needed: useAuth sets what it relies on itself.
  const client = new QueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useAuth', () => {
  it('is loading until GET /api/auth/user answers', () => {
    fakeApi.on('GET', '/api/auth/user', never());
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toEqual({ user: null, isAuthenticated: false, isAdmin: false, isLoading: true });
  });

  it('treats a 401 as a signed-out visitor, asked once and never retried', async () => {
    fakeApi.on('GET', '/api/auth/user', SIGNED_OUT);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isAuthenticated: false, isAdmin: false, isLoading: false });
    expect(fakeApi.requests).toHaveLength(1);
    expect(fakeApi.requests[0]).toMatchObject({ method: 'GET', url: '/api/auth/user' });
  });

  it('reports a signed-in customer, not an admin', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(CUSTOMER));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.user).toEqual(CUSTOMER);
    expect(result.current.isAdmin).toBe(false);
  });

  it('sets the admin flag from the role', async () => {
    fakeApi.on('GET', '/api/auth/user', ok(ADMIN));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAdmin).toBe(true));
  });
});

describe('greetingName', () => {
  it('uses the first name, else the fallback', () => {
    expect(greetingName({ firstName: 'Ama' }, 'Valued Customer')).toBe('Ama');
    expect(greetingName({ firstName: null }, 'Valued Customer')).toBe('Valued Customer');
    expect(greetingName({ firstName: '  ' }, 'Admin User')).toBe('Admin User');
    expect(greetingName(null, 'Valued Customer')).toBe('Valued Customer');
  });
});
