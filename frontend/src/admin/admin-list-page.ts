import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../lib/use-debounced-value';

/** Rows per page of the Orders and Support tabs (the server's default page, at most 100). */
export const ADMIN_PAGE_SIZE = 20;

/**
 * Paging and search of an admin list, both done by the server: the query string for the current
 * page, and the page going back to 1 whenever the (debounced) search changes.
 */
export function useAdminListPage() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts on page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  return {
    text,
    setText,
    search,
    page,
    setPage: (next: number) => setPaging({ search, page: next }),
    params: { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE, ...(search ? { search } : {}) },
  };
}
