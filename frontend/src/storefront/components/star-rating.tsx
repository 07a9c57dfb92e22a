import { Stars } from './stars';
import './star-rating.css';

/**
 * SPEC §9: 5 stars, filled by the rating rounded down; the review count beside them, as '(12)'
 * on cards or '(12 reviews)' on the product page (`long`).
 */
export function StarRating({ rating, reviewCount, long = false }: { rating: string; reviewCount: number; long?: boolean }) {
  const filled = Math.min(5, Math.max(0, Math.floor(Number(rating) || 0)));
  const reviews = `${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'}`;
  return (
    <div className="star-rating">
      <Stars filled={filled} label={`Rated ${filled} out of 5, ${reviews}`} />
      <span className="star-rating__count" aria-hidden="true">
        ({long ? reviews : reviewCount})
      </span>
    </div>
  );
}
