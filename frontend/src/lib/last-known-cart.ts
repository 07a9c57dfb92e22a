import type { CartLineDto } from '../api/generated/model';

/**
 * The cart as last read from the shop, kept on the device so the cart page and the header badge
 * still show it offline (ADR 021). The service worker never stores cart answers: this copy stays
 * in this browser's storage, beside the cart id it belongs to.
 */
export const LAST_KNOWN_CART_KEY = 'lastKnownCart';

export function rememberCart(sessionId: string, lines: CartLineDto[]): void {
  try {
    localStorage.setItem(LAST_KNOWN_CART_KEY, JSON.stringify({ sessionId, lines }));
  } catch {
    // storage full or blocked: offline, the cart then shows its load error as before
  }
}

/** The lines last read for this cart id, or null when none were. */
export function lastKnownCart(sessionId: string): CartLineDto[] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_KNOWN_CART_KEY) ?? 'null') as { sessionId?: unknown; lines?: unknown } | null;
    return stored?.sessionId === sessionId && Array.isArray(stored.lines) ? (stored.lines as CartLineDto[]) : null;
  } catch {
    return null;
  }
}
