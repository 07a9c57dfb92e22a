/** SPEC §9 "Sort options"; the server applies them (DECISIONS "Catalog"). */
export const PRODUCT_SORTS = [
  { value: 'newest', label: 'Newest First' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'name', label: 'Name: A-Z' },
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

export const DEFAULT_SORT: ProductSort = 'newest';

export function isProductSort(value: string | null | undefined): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort.value === value);
}
