import { useId } from 'react';
import { StarFilledIcon } from '../icons/star-filled';

const STARS = [1, 2, 3, 4, 5] as const;

/** SPEC §5: a 1-5 rating as a native radio group (arrow keys move between stars). */
export function StarRatingInput({ value, onChange, disabled }: { value: number; onChange: (rating: number) => void; disabled?: boolean }) {
  const name = useId();
  return (
    <fieldset className="star-input" disabled={disabled}>
      <legend className="star-input__legend">Your rating</legend>
      <div className="star-input__stars">
        {STARS.map((star) => (
          <label key={star} className={star <= value ? 'star-input__star star-input__star--on' : 'star-input__star'}>
            <input type="radio" name={name} value={star} checked={value === star} onChange={() => onChange(star)} className="sr-only" />
            <StarFilledIcon aria-hidden="true" />
            <span className="sr-only">{star === 1 ? '1 star' : `${star} stars`}</span>
          </label>
        ))}
        <span className="star-input__value" aria-hidden="true">
          {value} out of 5
        </span>
      </div>
    </fieldset>
  );
}
