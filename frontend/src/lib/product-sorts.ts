/** SPEC §9 "Sort options", plus the best matches first while searching (ADR 062); the server applies them (DECISIONS "Catalog"). */
export const PRODUCT_SORTS = [
  { value: 'relevance', label: 'Best Match' },
  { value: 'newest', label: 'Newest First' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'name', label: 'Name: A-Z' },
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

export const DEFAULT_SORT: ProductSort = 'newest';
/** A search's own order unless the shopper picks another. */
export const DEFAULT_SEARCH_SORT: ProductSort = 'relevance';

export function isProductSort(value: string | null | undefined): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort.value === value);
}

/** The order a list has when the shopper has not picked one. */
export function defaultSortFor(search: string): ProductSort {
  return search ? DEFAULT_SEARCH_SORT : DEFAULT_SORT;
}

/** Best Match means something only while searching. */
export function sortOptionsFor(search: string) {
  return search ? PRODUCT_SORTS : PRODUCT_SORTS.filter((sort) => sort.value !== DEFAULT_SEARCH_SORT);
}
