import { useId, useRef, useState } from 'react';
import { SearchIcon } from '../icons/search';
import { Button } from '../components/button';
import { useTypingBeforeHydration } from '../../lib/use-typing-before-hydration';

const MAX_ORDER_NUMBER_LENGTH = 50; // the server's column

/** SPEC §5 "Track form": a blank (after trimming) order number does nothing. */
export function TrackOrderForm({ initialValue, searching, onSearch }: { initialValue: string; searching: boolean; onSearch: (orderNumber: string) => void }) {
  const [value, setValue] = useState(initialValue);
  const inputId = useId();
  const hintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useTypingBeforeHydration(formRef);
  return (
    <form
      ref={formRef}
      className="track-form"
      role="search"
      aria-label="Find your order"
      onSubmit={(event) => {
        event.preventDefault();
        const orderNumber = value.trim().toUpperCase(); // order numbers are upper case: GH-7KQ2-...
        if (orderNumber) onSearch(orderNumber);
      }}
    >
      <label htmlFor={inputId} className="track-form__label">
        Order number
      </label>
      <p id={hintId} className="track-form__hint">
        It starts with GH- and was shown when you placed your order.
      </p>
      <div className="track-form__row">
        <input
          id={inputId}
          className="text-input track-form__input"
          name="order"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="e.g. GH-7KQ2-M9XD-4TRB"
          maxLength={MAX_ORDER_NUMBER_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={hintId}
        />
        <Button variant="primary" type="submit" loading={searching} icon={<SearchIcon aria-hidden="true" />}>
          Track Order
        </Button>
      </div>
    </form>
  );
}
