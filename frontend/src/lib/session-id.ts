import { randomId } from './random-id';

/** SPEC §3 "Guest session id": 9 random characters kept in session storage under 'sessionId'. */
export const SESSION_ID_KEY = 'sessionId';
export const SESSION_ID_LENGTH = 9;
/** What the server accepts as a cart id; anything else found in storage is replaced. */
const VALID_SESSION_ID = /^[A-Za-z0-9_-]{6,64}$/;

let fallback: string | null = null; // session storage can be blocked (privacy settings): keep the id in memory then
const listeners = new Set<() => void>();

/** The stored id; the in-memory copy only when session storage cannot be used at all. */
function readStored(): string | null {
  try {
    return sessionStorage.getItem(SESSION_ID_KEY);
  } catch {
    return fallback;
  }
}

function store(id: string): void {
  fallback = id;
  try {
    sessionStorage.setItem(SESSION_ID_KEY, id);
  } catch {
    // the in-memory copy keeps the id stable for this page's life
  }
}

/** This browser session's cart and checkout id, created on first use. */
export function getSessionId(): string {
  const stored = readStored();
  if (stored && VALID_SESSION_ID.test(stored)) return stored;
  const id = randomId(SESSION_ID_LENGTH);
  store(id);
  return id;
}

/**
 * Starts a new, empty cart id. Used when adding to the cart answers that the id belongs to another
 * browser (404 'Cart not found': this browser's cart cookie was cleared or expired). Given an id,
 * takes up that cart instead: one this browser holds under another tab's id (ADR 071).
 */
export function renewSessionId(id = randomId(SESSION_ID_LENGTH)): string {
  store(id);
  listeners.forEach((listener) => listener());
  return id;
}

/** For useSyncExternalStore: notified when the id is renewed. */
export function subscribeSessionId(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
