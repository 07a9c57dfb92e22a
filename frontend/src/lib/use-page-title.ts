import { useEffect } from 'react';

const SHOP_TITLE = 'Kente & Co. — Authentic Ghana Fashion';

/** Sets the tab title (screen readers announce it on navigation); no argument gives the shop title. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | Kente & Co.` : SHOP_TITLE;
  }, [title]);
}
