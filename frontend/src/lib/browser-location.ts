/**
 * Full-page navigation to a server route (/api/login, /api/logout): these leave the single-page
 * app, so they go through the browser rather than the router. One place, so tests can stub it.
 */
export function goToServerPage(path: string): void {
  window.location.href = path;
}

export const SERVER_LOGIN_PATH = '/api/login';
export const SERVER_LOGOUT_PATH = '/api/logout';
