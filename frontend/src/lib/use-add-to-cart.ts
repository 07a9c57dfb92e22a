import { useMutation } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { NetworkError } from '../api/http';
import { useToast } from '../components/toast';
import { errorMessage } from './api-error';
import { NO_QUEUED_ADDITIONS, queueAddition, queuedAdditions, subscribeCartQueue } from './cart-queue';
import { randomId } from './random-id';
import { sendCartAddition, type CartAddition } from './send-cart-addition';
import { useRefreshCart } from './use-cart';

export type { CartAddition } from './send-cart-addition';

/** Added now, or kept on the device until the connection returns. */
export type AddOutcome = 'added' | 'queued';

/**
 * POST /api/cart with SPEC §8's toasts: 'Added to cart!' and the caller's description on
 * success (the cart is refreshed), a destructive 'Error' toast with the server's sentence on
 * failure. The returned promise rejects on failure so a button can go back to idle.
 *
 * With no connection (offline, the answer lost on the way, or none in 15 s) the addition is queued
 * on the device and sent when the connection returns, under the same Idempotency-Key (ADR 021);
 * offline it is queued without trying. The promise then resolves 'queued', and `waiting` stays true
 * until that addition has left the queue, so a button can say so instead of spinning.
 */
export function useAddToCart() {
  const notification = useToast();
  const refreshCart = useRefreshCart();
  const mutation = useMutation({ mutationFn: ({ item, key }: { item: CartAddition; key: string }) => sendCartAddition(item, key) });
  const { mutateAsync } = mutation;
  const [queuedKey, setQueuedKey] = useState<string | null>(null);
  const queue = useSyncExternalStore(subscribeCartQueue, queuedAdditions, () => NO_QUEUED_ADDITIONS);

  const add = useCallback(
    async (item: CartAddition, successDescription: string): Promise<AddOutcome> => {
      const key = randomId(32);
      const keep = (): AddOutcome => {
        queueAddition({ ...item, key, description: successDescription });
        setQueuedKey(key);
        notification.info({ message: 'Saved for when you are back online', description: 'You are offline. This item will be added to your cart when the connection returns.' });
        return 'queued';
      };
      // The browser knows it has no connection: no request to wait for.
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return keep();
      try {
        await mutateAsync({ item, key });
      } catch (error) {
        if (error instanceof NetworkError) return keep();
        notification.error({ message: 'Error', description: errorMessage(error) });
        throw error;
      }
      notification.success({ message: 'Added to cart!', description: successDescription });
      void refreshCart();
      return 'added';
    },
    [mutateAsync, notification, refreshCart],
  );

  return { add, isPending: mutation.isPending, waiting: queuedKey !== null && queue.some((addition) => addition.key === queuedKey) };
}
