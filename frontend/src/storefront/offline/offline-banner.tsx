import { useOnline } from '../../lib/use-online';
import { useCartQueue } from './use-cart-queue';
import './offline-banner.css';

/** Under the header while the browser has no connection (ADR 021); pages come from the last visit. */
export function OfflineBanner() {
  const online = useOnline();
  const queued = useCartQueue().length;
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <p className="container offline-banner__text">
        <strong>You are offline.</strong> Showing pages you have visited.
        {queued > 0 ? ` ${queued === 1 ? '1 item' : `${queued} items`} will be added to your cart when you are back online.` : ''}
      </p>
    </div>
  );
}
