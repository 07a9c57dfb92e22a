import { Stars } from '../../components/stars';

/** Five stars, `rating` of them filled, read out as "Rated 4 out of 5" (or the given label). */
export function ReviewStars({ rating, label, large = false }: { rating: number; label?: string; large?: boolean }) {
  return <Stars filled={rating} label={label ?? `Rated ${rating} out of 5`} className={large ? 'review-stars review-stars--large' : 'review-stars'} />;
}
