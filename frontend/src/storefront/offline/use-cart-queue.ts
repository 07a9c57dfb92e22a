import { useSyncExternalStore } from 'react';
import { queuedAdditions, subscribeCartQueue, type QueuedAddition } from '../../lib/cart-queue';

const NONE: QueuedAddition[] = [];

/** The additions waiting for the connection, oldest first. */
export function useCartQueue(): QueuedAddition[] {
  return useSyncExternalStore(subscribeCartQueue, queuedAdditions, () => NONE);
}
