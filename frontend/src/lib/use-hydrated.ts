import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser takes over the server's HTML, true from then on (and at
 * once on a page the browser renders itself). A form that only works through script keeps its
 * submit button disabled until then: a tap before the script runs must not send the fields the
 * native way, into a URL (ADR 022).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
