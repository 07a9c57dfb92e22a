import { Fragment, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/*
 * Taking over a server page costs the phone's main thread for every part of it, and most of a page
 * starts below the first screen (ADR 077). A part wrapped here keeps the server's HTML, readable and
 * with working links, until the shopper scrolls near it or touches, types or hovers inside it; only
 * then does React take it over. A part the browser renders itself (after a navigation) is live at
 * once.
 */

/** Events that open a part at once: React then hydrates it before handling them (selective hydration). */
const OPENING_EVENTS = ['pointerdown', 'touchstart', 'mouseover', 'focusin', 'keydown'] as const;

interface Gate {
  opened: boolean;
  /** Whether React has been told to wait once: the part's first hydration. */
  waited: boolean;
  /** Settles when the gate opens: React retries the part it suspended on it. */
  readonly promise: Promise<void>;
  open(): void;
}

function createGate(opened: boolean): Gate {
  let settle = () => {};
  const promise = new Promise<void>((resolve) => (settle = resolve));
  const gate: Gate = {
    opened,
    waited: false,
    promise,
    open() {
      gate.opened = true;
      settle();
    },
  };
  if (opened) settle();
  return gate;
}

/** Set by the browser before it takes a server page over: the server's own render has nothing to defer. */
let takingOver = false;
export function deferPartsOnSight(): void {
  takingOver = true;
}

const noSubscription = () => () => undefined;
/** True while React hydrates the component reading it (it reads the server snapshot then), false when it renders it. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** Suspends while React hydrates it behind a closed gate, which leaves the server's HTML in place. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && !gate.opened) {
    if (!gate.waited) {
      gate.waited = true;
      throw gate.promise;
    }
    // Asked for again before the shopper came near: a change above it (a context it may read) needs
    // it now. Suspending again would hold that change back until the gate opened.
    gate.open();
  }
  // When React renders it instead (it was handed new props while still server HTML), it renders.
  return children;
}

interface HydrateOnSightProps {
  children: ReactNode;
  /** How near the viewport the part is taken over. */
  margin?: string;
  className?: string;
  /** The element that holds the part, observed in the viewport: a list item keeps its list's markup. */
  as?: 'div' | 'li';
  /** A value the part's markup depends on (a list's view): when it changes, the part is rendered afresh. */
  openWhenChanged?: unknown;
}

export function HydrateOnSight({ children, margin = '0px', className, as: Slot = 'div', openWhenChanged }: HydrateOnSightProps) {
  const slot = useRef<HTMLDivElement & HTMLLIElement>(null);
  const hydrating = useHydrating();
  // The server renders everything; a part rendered by the browser has nothing to keep.
  const [gate] = useState(() => createGate(!hydrating || !takingOver));
  const [, showLatest] = useState(false);
  // A navigation reaches the part through the router's context, in a transition that React would
  // hold back until a part still held as server HTML were hydrated: it is opened here, before React
  // gets to it, rather than left to the shopper's scrolling.
  const { key: address } = useLocation();
  const firstAddress = useRef(address);
  if (!gate.opened && address !== firstAddress.current) gate.open();
  // A value its markup depends on changed while it still holds the server's HTML (the list's view,
  // switched by a tap): that HTML is of no use any more, and the part is rendered afresh with the
  // rest of the change, in the same commit. Hydrating it first would take a transition, and the
  // part would show the old markup meanwhile; an urgent update handed to it would make React drop
  // the HTML with an error (#421).
  const firstTrigger = useRef(openWhenChanged);
  const renderedAfresh = useRef(false);
  if (!gate.opened && !Object.is(openWhenChanged, firstTrigger.current)) {
    gate.open();
    renderedAfresh.current = true;
  }
  // While closed, the part keeps the children it was first rendered with (those the server's HTML
  // was made from): new ones would make React drop that HTML and render the part afresh at once.
  const first = useRef(children);
  const shown = gate.opened ? children : first.current;
  const part = useMemo(
    () => (
      <Suspense fallback={null}>
        <Gated gate={gate}>{shown}</Gated>
      </Suspense>
    ),
    [gate, shown],
  );

  useEffect(() => {
    const element = slot.current;
    if (gate.opened || !element) return;
    const open = () => {
      gate.open();
      showLatest(true);
    };
    // On the document, in the capture phase: React's own listener at the root stops events aimed at
    // server HTML it cannot hydrate yet, and this one must open the gate before that.
    const openIfInside = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) open();
    };
    for (const type of OPENING_EVENTS) document.addEventListener(type, openIfInside, { capture: true, passive: true });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), { rootMargin: margin });
    if (observer) observer.observe(element);
    else open();
    const stop = () => {
      observer?.disconnect();
      for (const type of OPENING_EVENTS) document.removeEventListener(type, openIfInside, { capture: true });
    };
    void gate.promise.then(stop);
    return stop;
  }, [gate, margin]);

  return (
    <Slot ref={slot} className={className}>
      {renderedAfresh.current ? <Fragment key="afresh">{children}</Fragment> : part}
    </Slot>
  );
}
