/*
 * Kept apart from browser-location.ts, which the header imports: only the pages that send a shopper
 * to pay or bring one back need these, so they stay out of the landing page's first load.
 */
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
