import { useState } from 'react';
import { useToast } from '../../components/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { HeartFilledIcon } from '../icons/heart-filled';
import { HeartIcon } from '../icons/heart';
import './wishlist-button.css';

/**
 * SPEC §2/§4: a local on/off flag per card and on the product page, never stored or sent; each
 * change is confirmed by a toast. `look` names the CSS block: the card's round corner button or
 * the product page's toggle beside the name.
 */
export function WishlistButton({ productName, look = 'wishlist-button' }: { productName: string; look?: 'wishlist-button' | 'wishlist-toggle' }) {
  const [saved, setSaved] = useState(false);
  const notification = useToast();
  const hydrated = useHydrated();

  const toggle = () => {
    const next = !saved;
    setSaved(next);
    if (next) notification.success({ message: 'Added to wishlist', description: `${productName} has been added to your wishlist.` });
    else notification.info({ message: 'Removed from wishlist', description: `${productName} has been removed from your wishlist.` });
  };

  return (
    <button type="button" className={saved ? `${look} ${look}--on` : look} aria-pressed={saved} aria-label={`Add ${productName} to wishlist`} onClick={toggle} disabled={!hydrated}>
      {saved ? <HeartFilledIcon aria-hidden="true" /> : <HeartIcon aria-hidden="true" />}
    </button>
  );
}
