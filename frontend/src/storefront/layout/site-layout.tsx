import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { HydrateOnSight } from '../../lib/hydrate-on-sight';
import { useNearViewport } from '../../lib/use-near-viewport';
import { whenIdleAfterLoad } from '../../lib/when-idle';
import { OfflineBanner } from '../offline/offline-banner';
import { useCartQueue } from '../offline/use-cart-queue';
import { startedOnServerPage } from '../../app/server-state';
import { SiteHeader } from './site-header';

/*
 * The cart count needs the cart's API client and React Query's observers (~4 kB gzip). They come
 * in a small chunk of their own, shared with the shop pages, so the first load stays within its
 * budget; until it arrives (a moment, in parallel with the page) the header shows no badge.
 */
const HeaderWithCart = lazy(() => import('./header-with-cart'));
// Sends the cart additions queued offline (ADR 021): loaded only while some wait.
const CartQueueSync = lazy(() => import('../offline/cart-queue-sync'));
/*
 * The footer (links, contact details, newsletter and a dozen icons: about 4 kB gzip, and the shop
 * settings it shows) starts below the first screen on every page (.site-main's min-height), so it is
 * no part of any page's first load: it comes once the page has loaded and the browser is idle, or
 * sooner when the shopper scrolls towards it (ADR 024).
 */
const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

/** True once the page has loaded and the browser has a moment to spare. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdleAfterLoad(() => setReady(true), 2000), []);
  return ready;
}

/*
 * Elements made once: a boundary still hydrating (its chunk on the way) must never be handed a new
 * element, or React gives up its server markup and renders it afresh (error #421).
 */
const FOOTER = (
  <Suspense fallback={null}>
    <SiteFooter />
  </Suspense>
);
const HEADER = (
  <Suspense fallback={<SiteHeader />}>
    <HeaderWithCart />
  </Suspense>
);

/** A page the browser renders itself gets its footer when the shopper nears it or the page has loaded. */
function FooterWhenNeeded() {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, '600px');
  const loaded = useAfterLoad();
  return near || loaded ? FOOTER : <div ref={slot} />;
}

/**
 * A page the server rendered carries its footer, readable without script (ADR 022): it is taken over
 * when the shopper nears it or reaches into it (ADR 077).
 */
function DeferredFooter() {
  const [inServerPage] = useState(startedOnServerPage);
  return inServerPage ? <HydrateOnSight>{FOOTER}</HydrateOnSight> : <FooterWhenNeeded />;
}

/** Sends the additions queued offline while some wait. */
function CartQueueSyncWhileQueued() {
  const queued = useCartQueue().length > 0;
  if (!queued) return null;
  return (
    <Suspense fallback={null}>
      <CartQueueSync />
    </Suspense>
  );
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
  // It waits for the page's load anyway: its code is no part of the first load (ADR 058).
  useEffect(() => void import('../offline/register-service-worker').then((module) => module.registerServiceWorker()), []);
  return (
    <div className="site">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {HEADER}
      <OfflineBanner />
      <CartQueueSyncWhileQueued />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <DeferredFooter />
    </div>
  );
}
