import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NetworkError } from '../api/http';
import { getGetCartQueryKey, type GetCartQueryResult } from '../api/generated/endpoints/cart/cart';
import type { CartLineDto } from '../api/generated/model';
import { lastKnownCart } from './last-known-cart';
import { getSessionId } from './session-id';

/**
 * The cart's lines as last read (or, unreachable, as last known), asked at the moment of a tap. A part
 * that needs the cart only then reads it this way instead of through `useCart`: it is not
 * re-rendered each time the cart's read starts or answers, which on a product page re-rendered the
 * whole page synchronously while the browser was still taking it over (ADR 078).
 */
export function useCartLinesNow(): () => CartLineDto[] {
  const queryClient = useQueryClient();
  return useCallback(() => {
    const sessionId = getSessionId();
    const state = queryClient.getQueryState<GetCartQueryResult>(getGetCartQueryKey(sessionId));
    return state?.data?.data ?? (state?.error instanceof NetworkError ? lastKnownCart(sessionId) : null) ?? [];
  }, [queryClient]);
}
