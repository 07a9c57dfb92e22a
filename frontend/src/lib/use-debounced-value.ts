import { useEffect, useState } from 'react';

/** How long a search field waits after the last key before it searches (shop and admin alike). */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value as it was `delayMs` after it last changed. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
