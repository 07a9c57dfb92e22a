import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSuggestProducts } from '../../../api/generated/endpoints/search/search';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../../lib/use-debounced-value';
import { SearchIcon } from '../../icons/search';
import { useTypingBeforeHydration } from '../../../lib/use-typing-before-hydration';
import './search-box.css';

/** Letters typed before products are suggested: one letter matches half the catalog. */
const SUGGEST_FROM = 2;

interface SearchBoxProps {
  /** The search in force (from the URL). */
  value: string;
  /** Called ~300 ms after typing stops, or at once on Enter, with the trimmed text. */
  onSearch: (search: string) => void;
  placeholder?: string;
  label: string;
  maxLength?: number;
}

/**
 * A native search field (light to load; the phone keyboard shows a Search key) that suggests up
 * to six products as the shopper types, misspellings forgiven (ADR 062). Up and Down go through
 * them, Enter opens one, Escape closes the list; without JavaScript the form still searches.
 */
export function SearchBox({ value, onSearch, placeholder, label, maxLength }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const inputId = useId();
  const listId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  useTypingBeforeHydration(formRef);

  const wanted = listOpen && debounced.length >= SUGGEST_FROM;
  const suggestions = useSuggestProducts({ q: debounced }, { query: { enabled: wanted, placeholderData: keepPreviousData, staleTime: 60_000 } });
  const shown = wanted ? (suggestions.data?.data ?? []) : [];
  const optionId = (index: number) => `${listId}-${index}`;

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

  useEffect(() => setActive(-1), [debounced]);

  const open = (productId: string) => {
    setListOpen(false);
    navigate(`/products/${productId}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && listOpen) {
      setListOpen(false);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && shown.length > 0) {
      event.preventDefault();
      // Past either end comes back to the field itself (-1), as a list box does.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        const next = current + step;
        return next >= shown.length ? -1 : next < -1 ? shown.length - 1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && shown[active]) {
      event.preventDefault();
      open(shown[active].id);
    }
  };

  return (
    <form
      ref={formRef}
      role="search"
      className="search-box"
      onSubmit={(event) => {
        event.preventDefault();
        setListOpen(false);
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
        onChange={(event) => {
          setText(event.target.value);
          setListOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setListOpen(false)}
        placeholder={placeholder}
        maxLength={maxLength}
        enterKeyHint="search"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 && shown[active] ? optionId(active) : undefined}
      />
      <ul id={listId} role="listbox" aria-label="Suggested products" className="search-box__suggestions" hidden={shown.length === 0}>
        {shown.map((product, index) => (
          <li
            key={product.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-box__suggestion"
            // Before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(product.id)}
          >
            {product.name}
          </li>
        ))}
      </ul>
    </form>
  );
}
