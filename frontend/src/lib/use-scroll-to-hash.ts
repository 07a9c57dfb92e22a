import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Footer links such as /support#returns arrive before the lazy page has rendered, so the browser
 * cannot scroll to the fragment itself: the page calls this once its sections exist. A section
 * holding <details> opens its first one, so the answer the link promised is visible.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    const details = target instanceof HTMLDetailsElement ? target : target.querySelector('details');
    if (details) details.open = true;
    target.scrollIntoView?.({ block: 'start' });
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [hash]);
}
