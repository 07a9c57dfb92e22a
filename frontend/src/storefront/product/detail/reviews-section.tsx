import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getListProductReviewsQueryOptions } from '../../../api/generated/endpoints/reviews/reviews';
import type { PublicReviewDto, ReviewSummaryDto } from '../../../api/generated/model/index';
import { NeedsJavaScript } from '../../components/needs-javascript';
import { formatGhanaDate } from '../../../lib/ghana-time';
import { useHydrated } from '../../../lib/use-hydrated';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { SkeletonBlock } from '../../components/skeleton-block';
import { ReviewStars } from './review-stars';
import './reviews-section.css';

/** Reviews per request: the first page and each "Show more reviews". */
export const REVIEWS_PER_PAGE = 5;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function Summary({ summary }: { summary: ReviewSummaryDto }) {
  const filled = Math.floor(Number(summary.average) || 0);
  return (
    <div className="reviews__summary">
      <p className="reviews__average">
        <span className="reviews__average-figure">{summary.average}</span>
        <span className="reviews__average-scale"> out of 5</span>
      </p>
      <ReviewStars rating={filled} label={`Average rating ${summary.average} out of 5`} large />
      <p className="reviews__based-on">Based on {plural(summary.count, 'review', 'reviews')}</p>
      <ul className="reviews__breakdown" aria-label="Ratings breakdown">
        {summary.breakdown.map(({ stars, count }) => {
          const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} className="reviews__bar-row">
              <span className="reviews__bar-label" aria-hidden="true">
                {stars} ★
              </span>
              <span className="reviews__bar" aria-hidden="true">
                <span className="reviews__bar-fill" style={{ width: `${share}%` }} />
              </span>
              <span className="reviews__bar-count" aria-hidden="true">
                {count}
              </span>
              <span className="sr-only">
                {plural(stars, 'star', 'stars')}: {plural(count, 'review', 'reviews')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: PublicReviewDto }) {
  const bought = [review.size, review.color].filter(Boolean).join(', ');
  return (
    <li className="review">
      {/* Focusable from script only: "Show more reviews" moves focus to the first review it loaded. */}
      <article aria-label={`Review by ${review.reviewerName}`} tabIndex={-1}>
        <div className="review__head">
          <ReviewStars rating={review.rating} />
          {review.title ? <h3 className="review__title">{review.title}</h3> : null}
        </div>
        <p className="review__comment">{review.comment}</p>
        <p className="review__meta">
          <span className="review__name">{review.reviewerName}</span>
          {review.verifiedPurchase ? <span className="review__verified">Verified purchase</span> : null}
          <time dateTime={review.createdAt}>{formatGhanaDate(review.createdAt)}</time>
        </p>
        {bought ? <p className="review__bought">Bought: {bought}</p> : null}
      </article>
    </li>
  );
}

function ReviewsSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading reviews…
      </span>
      <SkeletonBlock shape="title" width="30%" />
      <SkeletonBlock width="60%" />
      <SkeletonBlock shape="text" />
      <SkeletonBlock shape="text" />
    </div>
  );
}

/**
 * The product's reviews below its details: the average, a 5-to-1 star breakdown and the newest
 * reviews, five more at a time. The first page comes with the server's HTML; when it did not (a
 * page the browser rendered itself), it is fetched only when the section nears the viewport, so
 * the page's first paint on a phone waits for nothing here.
 */
export function ReviewsSection({ productId }: { productId: string }) {
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef);
  const hydrated = useHydrated();
  const [pages, setPages] = useState(1);
  const listRef = useRef<HTMLOListElement>(null);
  // How many reviews were shown when "Show more reviews" was pressed: focus goes to the next one.
  const focusFrom = useRef<number | null>(null);
  const results = useQueries({
    queries: Array.from({ length: pages }, (_unused, page) =>
      // "Show more reviews" is pressed in view: the pages after the first never wait for the observer.
      getListProductReviewsQueryOptions(productId, { limit: REVIEWS_PER_PAGE, offset: page * REVIEWS_PER_PAGE }, { query: { enabled: near || page > 0 } }),
    ),
  });

  const first = results[0];
  const last = results[results.length - 1];
  // The newest summary that has arrived; a review written meanwhile counts from then on.
  const summary = [...results].reverse().find((result) => result.data)?.data?.data.summary;
  const seen = new Set<string>();
  const reviews = results
    .flatMap((result) => result.data?.data.reviews ?? [])
    .filter((review) => (seen.has(review.id) ? false : (seen.add(review.id), true)));

  useEffect(() => {
    const index = focusFrom.current;
    const next = index === null ? undefined : listRef.current?.querySelectorAll('article')[index];
    if (next instanceof HTMLElement) {
      focusFrom.current = null;
      next.focus();
    }
  }, [reviews.length]);

  let body;
  // The server renders the first page when it has it (ADR 022): shown at once, without JavaScript too.
  if (first.isPending) {
    body = <ReviewsSkeleton />;
  } else if (first.isError || !summary) {
    body = (
      <div className="reviews__error" role="alert">
        <p>Reviews could not be loaded.</p>
        <button type="button" className="reviews__button" onClick={() => void first.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (summary.count === 0) {
    body = (
      <div className="reviews__empty">
        <p className="reviews__empty-title">No reviews yet</p>
        <p>Customers can review this product once their order has been delivered.</p>
      </div>
    );
  } else {
    const more = reviews.length < summary.count;
    body = (
      <div className="reviews__layout">
        <Summary summary={summary} />
        <div className="reviews__list-column">
          <ol className="reviews__list" ref={listRef}>
            {reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ol>
          <p className="reviews__shown" role="status">
            Showing {reviews.length} of {plural(summary.count, 'review', 'reviews')}
          </p>
          {last.isError ? (
            <div className="reviews__error" role="alert">
              <p>More reviews could not be loaded.</p>
              <button type="button" className="reviews__button" onClick={() => void last.refetch()}>
                Try again
              </button>
            </div>
          ) : more ? (
            <>
              <NeedsJavaScript what="Showing more reviews" />
              <button
                type="button"
                className="reviews__button"
                // The next page comes through script: the server's page offers it once the app runs (ADR 022).
                disabled={last.isPending || !hydrated}
                onClick={() => {
                  focusFrom.current = reviews.length;
                  setPages((count) => count + 1);
                }}
              >
                {last.isPending ? 'Loading reviews…' : 'Show more reviews'}
              </button>
            </>
          ) : null}
        </div>
      </div>
    );
  }

  return (
    <section ref={sectionRef} id="reviews" className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="reviews__title">
        Customer reviews
      </h2>
      {body}
    </section>
  );
}
