import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { SearchIcon } from '../../icons/search';
import { useTypingBeforeHydration } from '../../../lib/use-typing-before-hydration';
import './search-box.css';

interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called ~300 ms after typing stops, or at once on Enter, with the trimmed text. */
  onSearch: (search: string) => void;
  placeholder?: string;
  label: string;
  maxLength?: number;
}

/** A native search field (light to load; the phone keyboard shows a Search key). */
export function SearchBox({ value, onSearch, placeholder, label, maxLength }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const inputId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useTypingBeforeHydration(formRef);

  // The search was changed elsewhere (a chip removed, Clear Filters, back button): show it.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  // Typing settled: apply it. Deliberately keyed on `debounced` only, so that an outside change
  // of `value` is never overwritten by the stale text still waiting in the debounce.
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <form
      ref={formRef}
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <SearchIcon className="search-box__icon" aria-hidden="true" />
      <input
        id={inputId}
        className="text-input search-box__input"
        type="search"
        // Without JavaScript the form is a plain GET: /products?search=...
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        enterKeyHint="search"
        autoComplete="off"
      />
    </form>
  );
}
