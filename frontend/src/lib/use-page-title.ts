import { createContext, useContext, useEffect } from 'react';

const SHOP_TITLE = 'Kente & Co. — Authentic Ghana Fashion';

/**
 * Given by the server's render (`entry-server.tsx`), which has no effects to run: the page's title
 * is written into the HTML's <title>, so a search result, a shared link's preview and the tab show
 * it before any script runs, and the takeover has nothing to change.
 */
export const ServerPageTitle = createContext<{ title?: string } | null>(null);

/** Sets the tab title (screen readers announce it on navigation); no argument gives the shop title. */
export function usePageTitle(title?: string): void {
  const full = title ? `${title} | Kente & Co.` : SHOP_TITLE;
  const server = useContext(ServerPageTitle);
  // The outermost screen renders first on the server; in the browser its effect runs last and wins.
  if (server) server.title ??= full;
  useEffect(() => {
    if (document.title !== full) document.title = full;
  }, [full]);
}
