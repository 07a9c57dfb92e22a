import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NetworkError } from '../api/http';
import { useToast } from '../components/toast';
import { errorMessage } from './api-error';
import { queueAddition } from './cart-queue';
import { randomId } from './random-id';
import { sendCartAddition, type CartAddition } from './send-cart-addition';
import { useRefreshCart } from './use-cart';

export type { CartAddition } from './send-cart-addition';

/**
 * POST /api/cart with SPEC §8's toasts: 'Added to cart!' and the caller's description on
 * success (the cart is refreshed), a destructive 'Error' toast with the server's sentence on
 * failure. The returned promise rejects on failure so a button can go back to idle.
 *
 * With no connection (offline, or the answer lost on the way) the addition is queued on the
 * device and sent when the connection returns, under the same Idempotency-Key (ADR 021).
 */
export function useAddToCart() {
  const notification = useToast();
  const refreshCart = useRefreshCart();
  const mutation = useMutation({ mutationFn: ({ item, key }: { item: CartAddition; key: string }) => sendCartAddition(item, key) });
  const { mutateAsync } = mutation;

  const add = useCallback(
    async (item: CartAddition, successDescription: string): Promise<void> => {
      const key = randomId(32);
      try {
        await mutateAsync({ item, key });
      } catch (error) {
        if (error instanceof NetworkError) {
          queueAddition({ ...item, key, description: successDescription });
          notification.info({ message: 'Saved for when you are back online', description: 'You are offline. This item will be added to your cart when the connection returns.' });
          return;
        }
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
