import { useEffect, useState } from 'react';
import { useToast } from '../../components/toast';
import { errorMessage } from '../../lib/api-error';
import { flushCartQueue, queuedAdditions } from '../../lib/cart-queue';
import { sendCartAddition } from '../../lib/send-cart-addition';
import { useRefreshCart } from '../../lib/use-cart';
import { useOnline } from '../../lib/use-online';
import { useCartQueue } from './use-cart-queue';

/** A flaky connection may say it is online and still drop the request: try again after this. */
const RETRY_MS = 30_000;

/**
 * Sends the additions queued offline as soon as the browser is online (and when a page opens
 * with some waiting), then refreshes the cart and says what happened with SPEC §8's toasts.
 * Mounted (a chunk of its own) only while something waits.
 */
export default function CartQueueSync() {
  const online = useOnline();
  const waiting = useCartQueue().length > 0;
  const notification = useToast();
  const refreshCart = useRefreshCart();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online || !waiting) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void flushCartQueue((addition) => sendCartAddition(addition, addition.key)).then(({ added, refused }) => {
      if (added.length || refused.length) void refreshCart();
      const last = added.at(-1);
      if (refused.length) notification.error({ message: 'Error', description: errorMessage(refused[0].error) });
      else if (last) notification.success({ message: 'Added to cart!', description: added.length === 1 ? last.description : `${added.length} items saved offline are in your cart.` });
      if (queuedAdditions().length) timer = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    });
    return () => clearTimeout(timer);
  }, [online, waiting, attempt, notification, refreshCart]);

  return null;
}
