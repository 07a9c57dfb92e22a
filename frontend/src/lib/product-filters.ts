import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListProductsParams } from '../api/generated/model';
import { isStorefrontCategory, type StorefrontCategory } from './categories';
import { DEFAULT_SEARCH_SORT, defaultSortFor, isProductSort, type ProductSort } from './product-sorts';

export const PRODUCTS_PAGE_SIZE = 24;
export const MAX_SEARCH_LENGTH = 100; // the server refuses longer searches

export interface ProductFilters {
  /** Empty string: all products. Unknown values in the URL are ignored. */
  category: StorefrontCategory | '';
  search: string;
  sort: ProductSort;
  /** 1-based. */
  page: number;
}

export function readProductFilters(params: URLSearchParams): ProductFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return {
    category: isStorefrontCategory(category) ? category : '',
    search,
    // Best Match without a search is the usual order.
    sort: isProductSort(sort) && (search || sort !== DEFAULT_SEARCH_SORT) ? sort : defaultSortFor(search),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query for some filters: defaults are left out so /products stays clean. */
export function productFiltersQuery(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  if (filters.sort !== defaultSortFor(filters.search)) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** What GET /api/products receives for these filters: one page, filtered and sorted by the server. */
export function listProductsParams(filters: ProductFilters): ListProductsParams {
  return {
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.search ? { search: filters.search } : {}),
    sort: filters.sort,
    limit: PRODUCTS_PAGE_SIZE,
    offset: (filters.page - 1) * PRODUCTS_PAGE_SIZE,
  };
}

export function hasActiveFilters(filters: ProductFilters): boolean {
  return filters.category !== '' || filters.search !== '';
}

/** The product list's filters live in the URL (?category=&search=&sort=&page=). */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readProductFilters(params), [params]);

  /** Changing a filter goes back to page 1; typing in the search box replaces the history entry. */
  const update = useCallback(
    (change: Partial<ProductFilters>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const before = readProductFilters(current);
          const next = { ...before, page: 1, ...change };
          // A new search takes its own order unless the shopper had picked one.
          if (change.search !== undefined && change.sort === undefined && before.sort === defaultSortFor(before.search)) next.sort = defaultSortFor(next.search);
          return productFiltersQuery(next);
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { filters, update };
}
