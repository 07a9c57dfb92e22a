import { StarFilledIcon } from '../../components/icons/star-filled';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars, `rating` of them filled, read out as "Rated 4 out of 5" (or the given label). */
export function ReviewStars({ rating, label, large = false }: { rating: number; label?: string; large?: boolean }) {
  return (
    <span role="img" aria-label={label ?? `Rated ${rating} out of 5`} className={large ? 'review-stars review-stars--large' : 'review-stars'}>
      {STARS.map((star) => (
        <StarFilledIcon key={star} className={star <= rating ? 'review-stars__star review-stars__star--on' : 'review-stars__star'} aria-hidden="true" />
      ))}
    </span>
  );
}
