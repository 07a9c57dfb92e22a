/**
 * The order this tab placed and sent to a payment page, until its items stop being held for it.
 * Back from the payment page the cart is empty (the order took its items): the checkout and the
 * cart then point to the order, where it can be paid, instead of leaving the shopper to order twice.
 * Session storage, like the cart's session id: it goes with the tab.
 */
const AWAITING_PAYMENT_KEY = 'awaitingPayment';

export interface AwaitingPayment {
  orderNumber: string;
  /** Until when the order's items are held for the payment (ISO). */
  heldUntil: string;
}

export function rememberAwaitingPayment(order: AwaitingPayment): void {
  try {
    sessionStorage.setItem(AWAITING_PAYMENT_KEY, JSON.stringify(order));
  } catch {
    // Storage blocked: the order's e-mail and text still say where to pay.
  }
}

/** The order still held for its payment, or null (none, past its hold, or a garbled entry). */
export function awaitingPayment(now = Date.now()): AwaitingPayment | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(AWAITING_PAYMENT_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { orderNumber, heldUntil } = stored as Record<string, unknown>;
    if (typeof orderNumber !== 'string' || typeof heldUntil !== 'string' || !(Date.parse(heldUntil) > now)) return null;
    return { orderNumber, heldUntil };
  } catch {
    return null;
  }
}
