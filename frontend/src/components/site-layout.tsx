import { Suspense, lazy, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { OfflineBanner } from '../storefront/offline/offline-banner';
import { registerServiceWorker } from '../storefront/offline/register-service-worker';
import { useCartQueue } from '../storefront/offline/use-cart-queue';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/*
 * The cart count needs the cart's API client and React Query's observers (~4 kB gzip). They come
 * in a small chunk of their own, shared with the shop pages, so the first load stays within its
 * budget; until it arrives (a moment, in parallel with the page) the header shows no badge.
 */
const HeaderWithCart = lazy(() => import('./header-with-cart'));
// Sends the cart additions queued offline (ADR 021): loaded only while some wait.
const CartQueueSync = lazy(() => import('../storefront/offline/cart-queue-sync'));

/** A new page starts at the top; a #fragment is left to the browser and the page. */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__bar" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** Header, the routed screen (each a lazy chunk) and footer. */
export function SiteLayout() {
  const queued = useCartQueue().length > 0;
  useEffect(registerServiceWorker, []);
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <Suspense fallback={<SiteHeader />}>
        <HeaderWithCart />
      </Suspense>
      <OfflineBanner />
      {queued && (
        <Suspense fallback={null}>
          <CartQueueSync />
        </Suspense>
      )}
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
