import { addToCart } from '../api/generated/endpoints/cart/cart';
import { errorBody, errorStatus } from './api-error';
import { getSessionId, renewSessionId } from './session-id';

export interface CartAddition {
  productId: string;
  quantity: number;
  size?: string | null;
  color?: string | null;
}

/**
 * A shop that has not answered by then is treated as no connection (a phone on one bar of data
 * can hold a request open for minutes): the addition is queued under its key, so if this request
 * did arrive after all, the queued copy adds nothing (ADR 021).
 */
export const CART_ADDITION_TIMEOUT_MS = 15_000;

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(CART_ADDITION_TIMEOUT_MS) : undefined;
}

const isLostCart = (error: unknown) => errorStatus(error) === 404 && errorBody(error)?.message === 'Cart not found';

/**
 * POST /api/cart with the addition's own Idempotency-Key: sent again (the answer was lost, or the
 * offline queue sends it when back online) the server adds the units once (ADR 021).
 */
export async function sendCartAddition(item: CartAddition, key: string): Promise<void> {
  const send = () =>
    addToCart(
      {
        sessionId: getSessionId(),
        productId: item.productId,
        quantity: item.quantity,
        ...(item.size ? { size: item.size } : {}),
        ...(item.color ? { color: item.color } : {}),
      },
      // A timeout is a TimeoutError, not an AbortError: the transport reports it as a NetworkError.
      { headers: { 'Idempotency-Key': key }, signal: timeoutSignal() },
    );
  await send().catch((error: unknown) => {
    // The id belongs to another browser's cart (this browser lost its cart cookie, e.g. a tab
    // kept open past the cookie's 30 days): start a fresh cart and add there.
    if (!isLostCart(error)) throw error;
    renewSessionId();
    return send();
  });
}
