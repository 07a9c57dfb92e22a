import { useState } from 'react';
import { useListOrderReviews, useSubmitReview } from '../../api/generated/endpoints/reviews/reviews';
import type { OrderLineDto, TrackedOrderDto } from '../../api/generated/model';
import { errorMessage, errorStatus } from '../../lib/api-error';
import { OrderReviewForm } from './order-review-form';
import { ProductImage } from '../../components/product-image';
import { useToast } from '../../components/toast';
import { CheckCircleFilledIcon } from '../icons/check-circle-filled';
import { EditIcon } from '../icons/edit';
import { Button } from '../components/button';

/** One entry per product: a product bought in two sizes is still reviewed once per order. */
function reviewableLines(items: OrderLineDto[]): OrderLineDto[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.productId) ? false : (seen.add(item.productId), true)));
}

/**
 * SPEC §2/§5: a delivered order's review section. Each product gets 'Write a Review' unless the
 * order's reviews already name it (by productId), in which case it reads 'Reviewed'.
 */
export function OrderReviewSection({ order }: { order: TrackedOrderDto }) {
  const notification = useToast();
  const reviews = useListOrderReviews(order.orderNumber);
  const submit = useSubmitReview();
  const [openProductId, setOpenProductId] = useState<string | null>(null);
  const reviewed = new Set((reviews.data?.data ?? []).map((review) => review.productId));

  const send = (productId: string, review: { rating: number; comment: string }) => {
    submit.mutate(
      { data: { ...review, productId, orderId: order.id } },
      {
        onSuccess: () => {
          // DECISIONS.md "Reviews": published at once, so no "after approval".
          notification.success({ message: 'Review submitted!', description: 'Thank you for your feedback.' });
          setOpenProductId(null);
          void reviews.refetch();
        },
        onError: (error) => {
          notification.error({ message: 'Error submitting review', description: errorMessage(error) });
          if (errorStatus(error) === 409) void reviews.refetch(); // e.g. already reviewed from another tab
        },
      },
    );
  };

  return (
    <section className="surface surface--padded review-section" aria-labelledby="review-section-title">
      <h3 id="review-section-title" className="track-card__title">
        Review your items
      </h3>
      <p className="track-card__intro">Your order has arrived. Tell other shoppers how it fits, feels and looks.</p>
      {reviews.isLoading ? (
        <p className="review-section__loading" role="status">
          Loading your reviews...
        </p>
      ) : (
        <ul className="review-section__list divided-list">
          {reviewableLines(order.items).map((item) => {
            const isReviewed = reviewed.has(item.productId);
            const isOpen = openProductId === item.productId;
            return (
              <li key={item.productId} className="review-section__item">
                <div className="review-section__row">
                  <ProductImage path={item.image ?? undefined} alt="" sizes="56px" className="review-section__image" />
                  <p className="review-section__name">{item.name}</p>
                  {isReviewed ? (
                    <span className="review-section__done">
                      <CheckCircleFilledIcon aria-hidden="true" /> Reviewed
                    </span>
                  ) : isOpen ? null : (
                    <Button icon={<EditIcon aria-hidden="true" />} onClick={() => setOpenProductId(item.productId)} aria-label={`Write a Review for ${item.name}`}>
                      Write a Review
                    </Button>
                  )}
                </div>
                {isOpen && !isReviewed ? (
                  <OrderReviewForm
                    productName={item.name}
                    submitting={submit.isPending}
                    onSubmit={(review) => send(item.productId, review)}
                    onCancel={() => setOpenProductId(null)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
