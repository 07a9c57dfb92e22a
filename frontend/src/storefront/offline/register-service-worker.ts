/**
 * Installs the shop's service worker (built by vite-plugin-pwa into /sw.js, ADR 021) once the page
 * has loaded, so its precache never competes with the page's own first requests. Where there is
 * none (the Vite dev server, an old browser) nothing happens.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
