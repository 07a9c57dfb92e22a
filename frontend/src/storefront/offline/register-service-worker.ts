import { whenIdleAfterLoad } from '../../lib/when-idle';
import { isKeptPath, KEEP_PAGE_HEADER } from './cache-rules';

// The worker's install fetches and stores some 120 files: on a phone's few cores that work slowed the
// takeover's own tasks when it began at the page's load, while React was still hydrating.
const INSTALL_AT_THE_LATEST_MS = 10_000;

/**
 * Installs the shop's service worker (built by vite-plugin-pwa into /sw.js, ADR 021) once the page
 * has loaded and the browser is idle, so its precache never competes with the page's own first
 * requests or its takeover. Where there is none (the Vite dev server, an old browser) nothing happens.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const firstPage = document.URL.split('#')[0];
  const register = () => {
    if (!navigator.serviceWorker.controller && isKeptPath(new URL(firstPage).pathname)) keepOnceInCharge(firstPage);
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  whenIdleAfterLoad(register, INSTALL_AT_THE_LATEST_MS);
}

/**
 * The page the worker is installed from was loaded before the worker could keep it: often the only
 * page of a visit (a product link shared on WhatsApp). Asked for once more through the worker when it
 * takes charge, it opens offline like the pages after it; the browser's copy answers with a 304.
 * A page left by a full load within that round trip is not kept (the browser drops the request).
 */
function keepOnceInCharge(page: string): void {
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => void fetch(page, { headers: { [KEEP_PAGE_HEADER]: 'visited' }, credentials: 'same-origin' }).catch(() => undefined),
    { once: true },
  );
}
