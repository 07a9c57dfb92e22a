import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getGetCurrentUserQueryKey } from '../api/generated/endpoints/identity/identity';
import { getListMyOrdersQueryKey } from '../api/generated/endpoints/ordering/ordering';
import type { ApiResponse } from '../api/http';
import type { UserDto } from '../api/generated/model';
import { afterSignInPath } from './auth-redirect';
import { useAuth } from './use-auth';

/**
 * After login or sign-up the server's answer is the user: it becomes the current-user query's data
 * at once (no second request), and anything cached for the previous session is dropped.
 */
export function useSignedIn(): (response: ApiResponse<UserDto>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response: ApiResponse<UserDto>) => {
      queryClient.removeQueries({ queryKey: getListMyOrdersQueryKey() });
      queryClient.setQueryData(getGetCurrentUserQueryKey(), response);
    },
    [queryClient],
  );
}

/**
 * What the login and sign-up pages share: their ?next= target, where a visitor who is (or has just
 * become) signed in goes instead (null while signed out), and the callback that signs an answer in.
 */
export function useSignInPage(): { next: string | null; leaveTo: string | null; signedIn: (response: ApiResponse<UserDto>) => void } {
  const [params] = useSearchParams();
  const next = params.get('next');
  const { user } = useAuth();
  return { next, leaveTo: user ? afterSignInPath(next, user) : null, signedIn: useSignedIn() };
}
