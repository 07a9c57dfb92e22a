import { useCallback } from 'react';
import { useAddToCart as useAddToCartMutation } from '../api/generated/endpoints/cart/cart';
import { useToast } from '../components/toast';
import { errorMessage } from './api-error';
import { getSessionId } from './session-id';
import { useRefreshCart } from './use-cart';

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
      try {
        await mutateAsync({
          data: {
            sessionId: getSessionId(),
            productId: item.productId,
            quantity: item.quantity,
            ...(item.size ? { size: item.size } : {}),
            ...(item.color ? { color: item.color } : {}),
          },
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
