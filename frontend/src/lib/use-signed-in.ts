import { useQueryClient } from '@tanstack/react-query';
import type { AxiosResponse } from 'axios';
import { useCallback } from 'react';
import { getGetCurrentUserQueryKey } from '../api/generated/endpoints/identity/identity';
import { getListMyOrdersQueryKey } from '../api/generated/endpoints/ordering/ordering';
import type { UserDto } from '../api/generated/model';

/**
 * After login or sign-up the server's answer is the user: it becomes the current-user query's data
 * at once (no second request), and anything cached for the previous session is dropped.
 */
export function useSignedIn(): (response: AxiosResponse<UserDto>) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (response: AxiosResponse<UserDto>) => {
      queryClient.removeQueries({ queryKey: getListMyOrdersQueryKey() });
      queryClient.setQueryData(getGetCurrentUserQueryKey(), response);
    },
    [queryClient],
  );
}
