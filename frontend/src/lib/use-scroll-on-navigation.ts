import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/*
 * Where the shopper had scrolled each page they left, by history entry (React Router's location.key),
 * kept in the tab's session storage so Back still finds it after a reload. React Router's own
 * <ScrollRestoration> needs a data router; the shop renders with <BrowserRouter> (ADR 049).
 */
const STORAGE_KEY = 'shop.scroll-positions';
/** A long browse's worth of entries; the oldest go first. */
const KEPT = 50;

let positions: Map<string, number> | undefined;

function saved(): Map<string, number> {
  if (!positions) {
    try {
      positions = new Map(Object.entries(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>));
    } catch {
      positions = new Map();
    }
  }
  return positions;
}

function remember(key: string, y: number): void {
  const all = saved();
  all.delete(key);
  all.set(key, y);
  if (all.size > KEPT) all.delete(all.keys().next().value as string);
}

function store(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(saved())));
  } catch {
    // Storage blocked or full: the positions last as long as this page.
  }
}

const SHOPPER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y`, or, while the page is too short for it (its content still arriving), each time it
 * grows until it is. The shopper scrolling on their own ends the wait, as does the returned stop.
 */
function scrollOnceTallEnough(y: number): () => void {
  const reached = () => {
    window.scrollTo(0, y);
    return window.scrollY >= y - 1;
  };
  if (reached() || typeof ResizeObserver === 'undefined') return () => {};
  const stop = () => {
    observer.disconnect();
    for (const type of SHOPPER_SCROLLS) window.removeEventListener(type, stop, true);
  };
  const observer = new ResizeObserver(() => {
    if (reached()) stop();
  });
  observer.observe(document.body);
  for (const type of SHOPPER_SCROLLS) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * A new page starts at the top (a #fragment is left to the page, a change of query alone stays
 * put); Back and Forward return to where the shopper had scrolled that page. The page the app
 * starts on stays where the browser has it: a page the server rendered may be scrolled before the
 * app takes it over (ADR 031), and a jump then would put something else under the shopper's finger.
 * Browser only (App.tsx): the server renders no navigation.
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ key: location.key, place: location.pathname + location.hash });

  useEffect(() => {
    // Noted as the shopper scrolls: once the next page has replaced this one, the browser has already cut the position to its height.
    const note = () => remember(shown.current.key, window.scrollY);
    // The shop places each page itself; the browser's own restoring would come on Back before the page it belongs to is rendered.
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    // A reload, or a return to this document, is the browser's to place again.
    const leave = () => {
      store();
      window.history.scrollRestoration = 'auto';
    };
    note();
    manual();
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', manual);
      leave();
    };
  }, []);

  useLayoutEffect(() => {
    const { key, pathname, hash } = location;
    const left = shown.current;
    if (left.key === key) return;
    shown.current = { key, place: pathname + hash };
    store();
    const y = navigationType === 'POP' ? saved().get(key) : undefined;
    if (y !== undefined) return scrollOnceTallEnough(y);
    if (hash || left.place === pathname + hash) return;
    window.scrollTo(0, 0);
  }, [location, navigationType]);
}
