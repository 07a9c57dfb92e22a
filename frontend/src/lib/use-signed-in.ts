import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getGetCurrentUserQueryKey } from '../api/generated/endpoints/identity/identity';
import { getListMyOrdersQueryKey } from '../api/generated/endpoints/ordering/ordering';
import type { ApiResponse } from '../api/http';
import type { UserDto } from '../api/generated/model';

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
