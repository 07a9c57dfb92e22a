/**
 * Where the server tells the browser which language it rendered the supplier portal in: a React
 * Query entry carried in the page's cache (ADR 022), so the portal hydrates in that language and
 * the server's markup matches the browser's first render.
 */
export const SUPPLIER_LANGUAGE_KEY = ['page', 'supplier-language'] as const;

/**
 * The supplier's choice as a cookie too, beside local storage: the server reads it to render the
 * sign-in page in the chosen language (the backend's `supplierLanguageOf`).
 */
export const LANGUAGE_COOKIE = 'supplierLanguage';
const A_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguageInCookie(language: string): void {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${A_YEAR_IN_SECONDS}; SameSite=Lax`;
}
