import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { answer, sentRequest, spyOnApi } from '../test/api';
import { ADMIN, CUSTOMER, UNAUTHORIZED } from '../test/fixtures';
import { greetingName, useAuth } from './use-auth';

function wrapper({ children }: { children: ReactNode }) {
  // The app's own defaults are not needed: useAuth sets what it relies on itself.
  const client = new QueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useAuth', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is loading until GET /api/auth/user answers', () => {
    spyOnApi().mockReturnValue(new Promise(() => {}));
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toEqual({ user: null, isAuthenticated: false, isAdmin: false, isLoading: true });
  });

  it('treats a 401 as a signed-out visitor, asked once and never retried', async () => {
    const get = spyOnApi().mockRejectedValue(UNAUTHORIZED);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({ user: null, isAuthenticated: false, isAdmin: false, isLoading: false });
    expect(get).toHaveBeenCalledTimes(1);
    expect(sentRequest(get)).toMatchObject({ method: 'GET', url: '/api/auth/user' });
  });

  it('reports a signed-in customer, not an admin', async () => {
    spyOnApi().mockResolvedValue(answer(200, CUSTOMER));
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(result.current.user).toEqual(CUSTOMER);
    expect(result.current.isAdmin).toBe(false);
  });

  it('sets the admin flag from the role', async () => {
    spyOnApi().mockResolvedValue(answer(200, ADMIN));
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
