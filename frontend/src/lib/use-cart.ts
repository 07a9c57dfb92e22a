import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { getGetCartQueryKey, useGetCart } from '../api/generated/endpoints/cart/cart';
import type { CartLineDto } from '../api/generated/model';
import { errorStatus } from './api-error';
import { getSessionId, renewSessionId, subscribeSessionId } from './session-id';

export interface Cart {
  sessionId: string;
  lines: CartLineDto[];
  /** Units in the cart (the sum of the lines' quantities): the header badge and the cart heading. */
  itemCount: number;
  /** First load, before any answer. */
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/** The browser session's cart id; components re-render if it is ever renewed. */
export function useSessionId(): string {
  return useSyncExternalStore(subscribeSessionId, getSessionId, getSessionId);
}

/** SPEC §7: GET /api/cart/{sessionId}, shared by the header badge, the cart and the checkout. */
export function useCart(): Cart {
  const sessionId = useSessionId();
  const query = useGetCart(sessionId);

  // 404 means the id is bound to another browser's cart (this browser lost its cart cookie):
  // nothing of it can be read or changed from here, so start a fresh, empty cart.
  const lostCart = errorStatus(query.error) === 404;
  useEffect(() => {
    if (lostCart) renewSessionId();
  }, [lostCart]);

  const lines = query.data?.data ?? [];
  return {
    sessionId,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    isLoading: query.isPending && !lostCart,
    isError: query.isError && !lostCart,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** Marks the cart stale and refetches it; the returned promise settles once the new cart is in. */
export function useRefreshCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: getGetCartQueryKey(getSessionId()) }), [queryClient]);
}
