import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import './wishlist-button.css';

/** SPEC §4: a local on/off flag per card, never stored or sent; each change is confirmed by a toast. */
export function WishlistButton({ productName }: { productName: string }) {
  const [saved, setSaved] = useState(false);
  const notification = useToast();

  const toggle = () => {
    const next = !saved;
    setSaved(next);
    if (next) notification.success({ message: 'Added to wishlist', description: `${productName} has been added to your wishlist.` });
    else notification.info({ message: 'Removed from wishlist', description: `${productName} has been removed from your wishlist.` });
  };

  return (
    <button type="button" className={saved ? 'wishlist-button wishlist-button--on' : 'wishlist-button'} aria-pressed={saved} aria-label={`Add ${productName} to wishlist`} onClick={toggle}>
      {saved ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
    </button>
  );
}
