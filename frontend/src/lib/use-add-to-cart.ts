import { useCallback } from 'react';
import { useAddToCart as useAddToCartMutation } from '../api/generated/endpoints/cart/cart';
import { useToast } from '../components/toast';
import { errorBody, errorMessage, errorStatus } from './api-error';
import { getSessionId, renewSessionId } from './session-id';
import { useRefreshCart } from './use-cart';

const isLostCart = (error: unknown) => errorStatus(error) === 404 && errorBody(error)?.message === 'Cart not found';

export interface CartAddition {
  productId: string;
  quantity: number;
  size?: string | null;
  color?: string | null;
}

/**
 * POST /api/cart with SPEC §8's toasts: 'Added to cart!' and the caller's description on
 * success (the cart is refreshed), a destructive 'Error' toast with the server's sentence on
 * failure. The returned promise rejects on failure so a button can go back to idle.
 */
export function useAddToCart() {
  const notification = useToast();
  const refreshCart = useRefreshCart();
  const mutation = useAddToCartMutation();
  const { mutateAsync } = mutation;

  const add = useCallback(
    async (item: CartAddition, successDescription: string): Promise<void> => {
      const send = () =>
        mutateAsync({
          data: {
            sessionId: getSessionId(),
            productId: item.productId,
            quantity: item.quantity,
            ...(item.size ? { size: item.size } : {}),
            ...(item.color ? { color: item.color } : {}),
          },
        });
      try {
        await send().catch((error: unknown) => {
          // The id belongs to another browser's cart (this browser lost its cart cookie, e.g. a tab
          // kept open past the cookie's 30 days): start a fresh cart and add there.
          if (!isLostCart(error)) throw error;
          renewSessionId();
          return send();
        });
      } catch (error) {
        notification.error({ message: 'Error', description: errorMessage(error) });
        throw error;
      }
      notification.success({ message: 'Added to cart!', description: successDescription });
      void refreshCart();
    },
    [mutateAsync, notification, refreshCart],
  );

  return { add, isPending: mutation.isPending };
}
