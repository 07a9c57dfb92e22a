import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getTrackOrderQueryKey } from '../../api/generated/endpoints/ordering/ordering';
import { useCheckPayment } from '../../api/generated/endpoints/payments/payments';
import type { OrderPaymentDto, TrackedOrderDto } from '../../api/generated/model';
import { errorStatus } from '../../lib/api-error';

/** How often the page asks about a payment still on its way (a Mobile Money prompt not yet answered). */
export const PAYMENT_POLL_MS = 5_000;
/** After this the page stops asking by itself and offers "Check again". */
export const PAYMENT_POLL_FOR_MS = 3 * 60_000;

/** Every spelling of the order number the tracking page may have looked up, so the shown order refreshes. */
const TRACK_KEY_PREFIX = getTrackOrderQueryKey('')[0];

/**
 * Watches an unpaid order's payment from the tracking page. On arrival it asks the shop to check
 * with the provider once (the shopper is back from the payment page: the webhook may not have come
 * yet), then again every 5 s while the tab is visible, for 3 minutes. When the provider has decided,
 * the tracked order is fetched again and shows the outcome.
 */
export function usePaymentWatch(order: TrackedOrderDto) {
  const queryClient = useQueryClient();
  const [lastCheck, setLastCheck] = useState<OrderPaymentDto['status'] | 'none' | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const [round, setRound] = useState(0);

  const check = useCheckPayment({
    mutation: {
      onSuccess: ({ data }) => {
        setLastCheck(data.status);
        if (data.status !== 'pending') {
          void queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(TRACK_KEY_PREFIX) });
        }
      },
      // No attempt to check (the provider was down when the order was placed): "Complete payment" starts one.
      onError: (error) => {
        if (errorStatus(error) === 404) setLastCheck('none');
      },
    },
  });
  const mutateRef = useRef(check.mutate);
  mutateRef.current = check.mutate;

  const watching = order.paymentStatus === 'pending' && order.orderStatus !== 'cancelled' && order.payment !== null && (lastCheck === null || lastCheck === 'pending');
  const { orderNumber } = order;

  useEffect(() => {
    if (!watching) return undefined;
    const started = Date.now();
    const ask = () => mutateRef.current({ orderNumber: encodeURIComponent(orderNumber) });
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      if (Date.now() - started >= PAYMENT_POLL_FOR_MS) {
        setGaveUp(true);
        return;
      }
      // A hidden tab costs the shopper's data and battery for nothing: it asks again once shown.
      if (document.visibilityState === 'visible') ask();
      timer = setTimeout(tick, PAYMENT_POLL_MS);
    };
    setGaveUp(false);
    ask();
    timer = setTimeout(tick, PAYMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [watching, orderNumber, round]);

  const checkAgain = useCallback(() => setRound((current) => current + 1), []);

  return {
    /** The page is still asking by itself. */
    polling: watching && !gaveUp,
    /** It stopped asking after a while: the shopper may ask once more. */
    gaveUp: watching && gaveUp,
    /** The provider reported an amount or currency other than the order's: staff look into it. */
    mismatch: lastCheck === 'mismatch',
    checkAgain,
    checking: check.isPending,
  };
}
