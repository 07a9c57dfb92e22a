import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { NetworkError } from '../api/http';
import { getGetCartQueryKey, useGetCart, type GetCartQueryResult } from '../api/generated/endpoints/cart/cart';
import type { CartLineDto } from '../api/generated/model';
import { lastKnownCart, rememberCart } from './last-known-cart';
import { getSessionId, subscribeSessionId } from './session-id';
import { useHydrated } from './use-hydrated';

export interface Cart {
  sessionId: string;
  lines: CartLineDto[];
  /** Units in the cart (the sum of the lines' quantities): the header badge and the cart heading. */
  itemCount: number;
  /** First load, before any answer. */
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  /** No connection: `lines` is the cart as last read on this device (ADR 021). */
  isLastKnown: boolean;
  refetch: () => void;
}

/**
 * Set in a page's server cache when the browser asking for it holds no cart-owner cookie: it has
 * no cart, so the server renders the cart as empty instead of loading (ADR 031), and the browser
 * shows the same until its own read of the cart answers.
 */
export const BROWSER_WITHOUT_CART_KEY = ['page', 'browser-without-cart'] as const;

/**
 * Whether the page the browser takes over was rendered for a browser without a cart. The flag
 * leaves the cache once a part has read the cart, and a part taken over after that (the route's
 * chunk arriving late, a part taken over on sight) must still show what the server did: React
 * drops a part whose markup differs (#418) and renders it afresh (#422), the costliest task of a start.
 */
const renderedWithoutCart = new WeakSet<QueryClient>();

/**
 * A page the server made for a browser without a cart-owner cookie: the shop would answer this
 * browser's cart read with no lines (another browser's cart, or none, reads as empty), so the
 * server's word is taken as that first read and the page starts without it. That request, axios'
 * first, cost a phone about 100 ms of main thread in the middle of taking the page over (ADR 078).
 * Not when a service worker controls the page and this device remembers lines of its cart: the
 * page may be one it kept from before they were added, shown offline. Call before the page is hydrated.
 */
export function takeServerWordOnEmptyCart(queryClient: QueryClient): void {
  if (queryClient.getQueryData(BROWSER_WITHOUT_CART_KEY) !== true) return;
  renderedWithoutCart.add(queryClient);
  const sessionId = getSessionId();
  // With no service worker in control the page came from the shop just now. Local storage is then
  // left alone: its first read opens it, a few milliseconds of the takeover's longest task.
  if (navigator.serviceWorker?.controller && lastKnownCart(sessionId)?.length) return;
  const noLines: GetCartQueryResult = { data: [], status: 200, headers: new Headers() };
  queryClient.setQueryData(getGetCartQueryKey(sessionId), noLines);
}

/** The browser session's cart id; components re-render if it is ever renewed. */
export function useSessionId(): string {
  return useSyncExternalStore(subscribeSessionId, getSessionId, getSessionId);
}

/** SPEC §7: GET /api/cart/{sessionId}, shared by the header badge, the cart and the checkout. */
export function useCart(): Cart {
  const sessionId = useSessionId();
  // The server never has the cart: while the browser takes a server-rendered page over, every part
  // shows it as the server did (loading, or empty for a browser without a cart), even one that
  // hydrates after the cart arrived (ADR 022).
  const hydrated = useHydrated();
  // Another browser's cart reads as empty; adding to it renews the id (useAddToCart). Read once the
  // page is taken over, not among hydration's effects: starting a request costs a few milliseconds,
  // which there lengthened the longest task of a page's start (ADR 058).
  // A cart already answered (the server's word, ADR 078) is read from the start: turning the query
  // on once hydrated would change its result, and React re-renders a store that changed after its
  // render synchronously, header and all, in the task of the takeover's effects.
  const queryClient = useQueryClient();
  const answered = queryClient.getQueryData(getGetCartQueryKey(sessionId)) !== undefined;
  const query = useGetCart(sessionId, { query: { enabled: hydrated || answered } });
  const fresh = query.data?.data;
  const withoutCart = (!hydrated && renderedWithoutCart.has(queryClient)) || queryClient.getQueryData(BROWSER_WITHOUT_CART_KEY) === true;
  useEffect(() => {
    if (fresh) rememberCart(sessionId, fresh);
  }, [sessionId, fresh]);
  // Once the browser has read its cart, that read is what counts: a later cart (added to since) must never show as empty.
  useEffect(() => {
    if (withoutCart && query.isSuccess) queryClient.removeQueries({ queryKey: BROWSER_WITHOUT_CART_KEY, exact: true });
  }, [withoutCart, query.isSuccess, queryClient]);
  // Unreachable shop: the copy from the last answer, if there is one, instead of the load error.
  const offline = useMemo(() => (query.error instanceof NetworkError ? lastKnownCart(sessionId) : null), [query.error, sessionId]);
  const lines = (hydrated ? (fresh ?? offline) : undefined) ?? [];
  // Stable, so a page may ask again when something changes (the connection back) and not on every render.
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);
  return {
    sessionId,
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    isLoading: !withoutCart && (query.isPending || !hydrated),
    isError: hydrated && query.isError && !offline,
    isLastKnown: hydrated && !fresh && offline !== null,
    error: query.error,
    refetch,
  };
}

/**
 * Marks the cart stale and refetches it; the returned promise settles once the new cart is in.
 * A first read still on its way is cancelled, not joined: it may have been read before the change
 * that asks for the refresh (the header's first read racing an add-to-cart), and with nothing to
 * show yet React Query would hand its answer back as the fresh one.
 */
export function useRefreshCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const queryKey = getGetCartQueryKey(getSessionId());
    await queryClient.cancelQueries({ queryKey });
    await queryClient.invalidateQueries({ queryKey });
  }, [queryClient]);
}
