import { whenIdleAfterLoad } from '../../lib/when-idle';
import { isKeptPath, KEEP_PAGE_HEADER } from './cache-rules';

// The worker's install fetches and stores some 120 files: on a phone's few cores that work slowed the
// takeover's own tasks when it began at the page's load, while React was still hydrating.
const INSTALL_AT_THE_LATEST_MS = 10_000;

/** Where vite-plugin-pwa writes the app manifest (vite.config.ts). */
export const APP_MANIFEST_URL = '/manifest.webmanifest';

/**
 * Makes the storefront an installable app once the page has loaded and the browser is idle: links
 * the app manifest (the built page comes without it) and installs the shop's service worker (built
 * by vite-plugin-pwa into /sw.js, ADR 021). So neither the worker's precache nor the browser's
 * fetching of the manifest and its icon competes with the page's own first requests or its takeover
 * (ADR 087, ADR 088). Without service workers (the Vite dev server, an old browser) only the link is added.
 */
export function registerServiceWorker(): void {
  const firstPage = document.URL.split('#')[0];
  const install = () => {
    linkAppManifest();
    if (!('serviceWorker' in navigator)) return;
    if (!navigator.serviceWorker.controller && isKeptPath(new URL(firstPage).pathname)) keepOnceInCharge(firstPage);
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  whenIdleAfterLoad(install, INSTALL_AT_THE_LATEST_MS);
}

function linkAppManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = APP_MANIFEST_URL;
  document.head.append(link);
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
