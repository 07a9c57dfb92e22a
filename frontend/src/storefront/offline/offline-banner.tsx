import { useLocation } from 'react-router-dom';
import { useOnline } from '../../lib/use-online';
import { isKeptPath } from './cache-rules';
import { useCartQueue } from './use-cart-queue';
import './offline-banner.css';

/**
 * Under the header while the browser has no connection (ADR 021). Kept pages come from the last
 * visit; a page the worker never keeps (checkout, sign-in, /track, the payment page) is the live
 * one or the app shell, so it says what it needs instead.
 */
export function OfflineBanner() {
  const online = useOnline();
  const queued = useCartQueue().length;
  const { pathname } = useLocation();
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      <p className="container offline-banner__text">
        <strong>You are offline.</strong> {isKeptPath(pathname) ? 'Showing pages you have visited.' : 'This page needs a connection. Pages you have visited still open.'}
        {queued > 0 ? ` ${queued === 1 ? '1 item' : `${queued} items`} will be added to your cart when you are back online.` : ''}
      </p>
    </div>
  );
}
