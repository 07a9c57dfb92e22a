import { useToast } from '../../components/toast';
import { setSaved, useSavedItems } from '../../lib/saved-items';
import { HeartFilledIcon } from '../icons/heart-filled';
import { HeartMark, type WishlistButtonProps } from './wishlist-button';

/**
 * The live heart (issue 35): saves the product for the signed-in customer across devices, or in
 * this browser for a guest (merged at sign-in). It shows the saved state once the list of whoever
 * is signed in is read; each change is confirmed by SPEC's toast, a refusal says why.
 */
export default function WishlistHeart({ productId, productName, look = 'wishlist-button' }: WishlistButtonProps) {
  const { ids, ready } = useSavedItems();
  const saved = ids.has(productId);
  const notification = useToast();

  const toggle = () => {
    const next = !saved;
    setSaved(productId, next).then(
      () => {
        if (next) notification.success({ message: 'Added to wishlist', description: `${productName} has been added to your wishlist.` });
        else notification.info({ message: 'Removed from wishlist', description: `${productName} has been removed from your wishlist.` });
      },
      (error: Error) => notification.error({ message: next ? 'Not added to wishlist' : 'Not removed from wishlist', description: error.message }),
    );
  };

  return (
    <button type="button" className={saved ? `${look} ${look}--on` : look} aria-pressed={saved} aria-label={`Add ${productName} to wishlist`} onClick={toggle} disabled={!ready}>
      {saved ? <HeartFilledIcon aria-hidden="true" /> : <HeartMark />}
    </button>
  );
}
