import { StarFilledIcon } from '../../components/icons/star-filled';
import './star-rating.css';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * SPEC §9: 5 stars, filled by the rating rounded down; the review count beside them, as '(12)'
 * on cards or '(12 reviews)' on the product page (`long`).
 */
export function StarRating({ rating, reviewCount, long = false }: { rating: string; reviewCount: number; long?: boolean }) {
  const filled = Math.min(5, Math.max(0, Math.floor(Number(rating) || 0)));
  const reviews = `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <div className="star-rating">
      <span role="img" aria-label={`Rated ${filled} out of 5, ${reviews}`} className="star-rating__stars">
        {STARS.map((star) => (
          <StarFilledIcon key={star} className={star <= filled ? 'star star--on' : 'star'} aria-hidden="true" />
        ))}
      </span>
      <span className="star-rating__count" aria-hidden="true">
        ({long ? reviews : reviewCount})
      </span>
    </div>
  );
}
