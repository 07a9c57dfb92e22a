import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import './wishlist-button.css';

export interface WishlistButtonProps {
  productId: string;
  productName: string;
  /** The CSS block: the card's round corner button or the product page's toggle beside the name. */
  look?: 'wishlist-button' | 'wishlist-toggle';
}

/*
 * Every card shows a heart, and the first-load budget (ADR 060) has no room for what saves one:
 * that part (wishlist-heart.tsx, the saved-items store and its client) loads once the page is live.
 * The client (saved-items-sync.ts, which saved-items.ts's loadSync imports as soon as the heart
 * mounts) is asked for with the heart, not after it: one round trip fewer on a slow network (ADR 083).
 */
const WishlistHeart = lazy(() => Promise.all([import('./wishlist-heart'), import('../../lib/saved-items-sync')]).then(([heart]) => heart));

/** The empty heart (the text's colour clipped to its outline: wishlist-button.css). */
export function HeartMark() {
  return <span className="heart-mark" aria-hidden="true" />;
}

/**
 * The heart on each card and on the product page (issue 35, ADR 065). In the server's page, and
 * until the live heart has loaded and read the saved items, an empty heart that is off.
 */
export function WishlistButton(props: WishlistButtonProps) {
  const hydrated = useHydrated();
  const { productName, look = 'wishlist-button' } = props;
  const waiting = (
    <button type="button" className={look} aria-pressed={false} aria-label={`Add ${productName} to wishlist`} disabled>
      <HeartMark />
    </button>
  );
  if (!hydrated) return waiting;
  return (
    <Suspense fallback={waiting}>
      <WishlistHeart {...props} />
    </Suspense>
  );
}
