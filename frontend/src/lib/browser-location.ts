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

