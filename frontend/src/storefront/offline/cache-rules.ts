/*
 * What the service worker may keep (ADR 021), used by vite.config.ts. Workbox copies each function
 * into sw.js by its source text: each must stand alone, naming nothing outside itself.
 */

/**
 * Marks the one request for a page that is not a navigation: the page the worker was installed
 * from, fetched again once the worker controls it (register-service-worker.ts). isKeptPage spells
 * it out itself, as Workbox copies it alone.
 */
export const KEEP_PAGE_HEADER = 'X-Keep-Page';

/**
 * Storefront pages, kept for offline: never the staff screens, sign-in, checkout, the payment page
 * or /track, whose page carries an order's name, address and items. The router reads paths without
 * regard to case, and so does this.
 */
export function isKeptPage({ request, url }: { request: Request; url: URL }): boolean {
  return (request.mode === 'navigate' || request.headers.get('X-Keep-Page') === 'visited') && !/^\/(?:admin|rider|supplier-login|supplier-dashboard|login|signup|checkout|track|test-payment|api|media)(?:\/|$)/i.test(url.pathname);
}

/**
 * Storefront pages never kept (sign-in, checkout, /track, the payment page). Offline, the precached
 * app shell answers them in place of the browser's error page: the shopper stays in the shop, under
 * the offline banner, with the pages they visited a tap away.
 */
export function isUnkeptStorefrontPage({ request, url }: { request: Request; url: URL }): boolean {
  return request.mode === 'navigate' && /^\/(?:login|signup|checkout|track|test-payment)(?:\/|$)/i.test(url.pathname);
}

/**
 * isKeptPage for a path, for the page itself: the page a worker was installed from is asked for
 * again only when the worker would keep it. A tracking page opened from an SMS (`no-store`) would
 * otherwise be downloaded twice.
 */
export function isKeptPath(pathname: string): boolean {
  return isKeptPage({ request: { mode: 'navigate' } as Request, url: new URL(pathname, 'https://shop.invalid') });
}

/** The public catalog reads a page makes after its first (which the page itself carries). */
export function isKeptCatalogRead({ request, url }: { request: Request; url: URL }): boolean {
  return request.method === 'GET' && /^\/api\/(?:products|settings|pages)(?:\/|$)/.test(url.pathname);
}

/**
 * A Workbox plugin: an answer the server marked no-store is never kept, whatever route it came by
 * (the catalog as a signed-in admin sees it, inactive products included; a private page).
 */
export const keepOnlyStorable = {
  cacheWillUpdate: async ({ response }: { response: Response }): Promise<Response | null> => (/no-store/i.test(response.headers.get('Cache-Control') ?? '') ? null : response),
};
