import { useId, useRef, useState } from 'react';
import { StarRatingInput } from './star-rating-input';
import { Button } from '../components/button';

export const MIN_REVIEW_LENGTH = 10; // SPEC §5
const MAX_REVIEW_LENGTH = 2000; // the server's limit

interface OrderReviewFormProps {
  productName: string;
  submitting: boolean;
  onSubmit: (review: { rating: number; comment: string }) => void;
  onCancel: () => void;
}

/** SPEC §5 "Review": rating 1-5 (default 5) and a comment of at least 10 characters. */
export function OrderReviewForm({ productName, submitting, onSubmit, onCancel }: OrderReviewFormProps) {
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const commentId = useId();
  const hintId = useId();
  const errorId = useId();

  return (
    <form
      className="review-form"
      aria-label={`Review ${productName}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const text = comment.trim();
        if (text.length < MIN_REVIEW_LENGTH) {
          setError('Please write at least 10 characters');
          commentRef.current?.focus();
          return;
        }
        onSubmit({ rating, comment: text });
      }}
    >
      <StarRatingInput value={rating} onChange={setRating} disabled={submitting} />
      <label htmlFor={commentId} className="review-form__label">
        Your review
      </label>
      <textarea
        ref={commentRef}
        id={commentId}
        className="text-area"
        rows={4}
        maxLength={MAX_REVIEW_LENGTH}
        value={comment}
        disabled={submitting}
        placeholder="How does it fit? How is the fabric? Would you recommend it?"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        onChange={(event) => {
          setComment(event.target.value);
          if (error && event.target.value.trim().length >= MIN_REVIEW_LENGTH) setError('');
        }}
      />
      <p id={hintId} className="review-form__hint">
        At least {MIN_REVIEW_LENGTH} characters.
      </p>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="review-form__actions">
        <Button variant="primary" type="submit" loading={submitting}>
          Submit Review
        </Button>
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
