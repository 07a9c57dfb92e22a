import { startTransition, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { startedOnServerPage } from '../app/server-state';

const never = () => () => undefined;

/** Set once the page the app started on has been taken over: later parts are live from their first render. */
let takenOver = false;
const live = () => takenOver || !startedOnServerPage();

/**
 * False on the server and while the browser takes over the server's HTML, true from then on (and at
 * once on a page the browser renders itself). A form that only works through script keeps its
 * submit button disabled until then: a tap before the script runs must not send the fields the
 * native way, into a URL (ADR 022). Every other button that works only through script (Add to
 * Cart on a card, the quantity, the wishlist heart, a filter chip) is off until then too: a tap
 * before would do nothing and be lost, and it tells the shopper the page is not ready yet.
 *
 * The store's server snapshot keeps the server's markup while hydrating. The parts of the page the
 * app takes over then turn on together in one transition, which React renders in slices between
 * the browser's tasks (ADR 058): a store that changes after hydration re-renders every part that
 * reads it at once, in one task, the longest of a product list's start.
 */
export function useHydrated(): boolean {
  const [turnedOn, turnOn] = useState(false);
  const hydrated = useLiveAtMount() || turnedOn;
  // Never run on the server; a production server renderer says nothing of it.
  useLayoutEffect(() => {
    if (hydrated) takenOver = true;
    else startTransition(() => turnOn(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * Whether the part was live when it mounted: false for one React hydrates from the server's HTML,
 * true for one it renders itself. It never changes afterwards, so a part that only needs to know how
 * it began (which fields came typed in the server's HTML, whether a failure it was rendered with may
 * be asked again) is not re-rendered, with all below it, when the page is taken over.
 */
export function useLiveAtMount(): boolean {
  // Each part reads the store once, when it mounts: false for a part React hydrates (the server
  // snapshot), `live()` for one it renders itself. A later read could differ (another part sets
  // `takenOver` in the meantime), and React's check when it subscribes would then re-render this
  // part and everything below it synchronously, in the task that runs the page's effects, instead
  // of in useHydrated's transition.
  const firstRead = useRef<boolean | null>(null);
  return useSyncExternalStore(
    never,
    () => (firstRead.current ??= live()),
    () => (firstRead.current ??= false),
  );
}
