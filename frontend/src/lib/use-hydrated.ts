import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser takes over the server's HTML, true from then on (and at
 * once on a page the browser renders itself). A form that only works through script keeps its
 * submit button disabled until then: a tap before the script runs must not send the fields the
 * native way, into a URL (ADR 022). Every other button that works only through script (Add to
 * Cart on a card, the quantity, the wishlist heart, a filter chip) is off until then too: a tap
 * before would do nothing and be lost, and it tells the shopper the page is not ready yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
