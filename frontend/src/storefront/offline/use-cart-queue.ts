import { useSyncExternalStore } from 'react';
import { NO_QUEUED_ADDITIONS, queuedAdditions, subscribeCartQueue, type QueuedAddition } from '../../lib/cart-queue';

/** The additions waiting for the connection, oldest first. */
export function useCartQueue(): QueuedAddition[] {
  return useSyncExternalStore(subscribeCartQueue, queuedAdditions, () => NO_QUEUED_ADDITIONS);
}
