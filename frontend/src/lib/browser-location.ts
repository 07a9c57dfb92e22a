/**
 * Full-page navigation to a server route (/api/login, /api/logout): these leave the single-page
 * app, so they go through the browser rather than the router. One place, so tests can stub it.
 */
export function goToServerPage(path: string): void {
  window.location.href = path;
}

export const SERVER_LOGIN_PATH = '/api/login';
export const SERVER_LOGOUT_PATH = '/api/logout';

/**
 * Leaves the shop for the page where the shopper pays (the provider's, or in TEST MODE the shop's
 * own test page) or comes back from it: a full page load, not a route of this app.
 */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

/**
 * `url`'s path, query and fragment, to follow on the page's own origin. The shop names its own pages
 * by its configured address (PUBLIC_URL, in development http://localhost:PORT), which need not be
 * the one the shopper opened it at (127.0.0.1, a phone on the LAN). Never another host: a path
 * starting '//' would be one, so the leading slashes are made one.
 */
export function onThisOrigin(url: string): string {
  const { pathname, search, hash } = new URL(url, 'http://shop.invalid');
  return `/${pathname.replace(/^\/+/, '')}${search}${hash}`;
}

/** Where a payment attempt is paid: TEST MODE's page is the shop's own, opened on this origin; a provider's as given. */
export function paymentPageUrl(payment: { redirectUrl: string | null; testMode: boolean }): string | null {
  if (!payment.redirectUrl) return null;
  return payment.testMode ? onThisOrigin(payment.redirectUrl) : payment.redirectUrl;
}
