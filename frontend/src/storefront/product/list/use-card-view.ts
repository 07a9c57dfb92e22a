import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ProductView } from '../../components/product-card';

/**
 * The list's grid or list view. A card off the screen counts for the height it last had
 * (product-list.css: `contain-intrinsic-size: auto`), which after a switch is its height in the
 * other view: the page was up to 3,500px too long, or 1,700px too short, until the shopper had
 * scrolled through it. So after a switch, every card of `list` is laid out for one frame
 * (`data-remeasuring`) and remembers its height in the new view. That frame comes after the one that
 * answers the tap, so the tap is not kept waiting for cards off the screen.
 */
export function useCardView(list: RefObject<HTMLElement>) {
  const [view, setView] = useState<ProductView>('grid');
  const shown = useRef(view);
  useEffect(() => {
    const element = list.current;
    if (shown.current === view || !element) return;
    shown.current = view;
    // Frame callbacks run before each frame's layout: the first frame shows the new view, the second lays every card out.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        element.dataset.remeasuring = '';
        frame = requestAnimationFrame(() => delete element.dataset.remeasuring);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      delete element.dataset.remeasuring;
    };
  }, [list, view]);
  return [view, setView] as const;
}
