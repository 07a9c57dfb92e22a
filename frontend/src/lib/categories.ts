/** SPEC §3 "Category values": the storefront's filters, in menu order, with their labels. */
export const STOREFRONT_CATEGORIES = [
  { value: 'traditional', label: 'Traditional Wear' },
  { value: 'modern', label: 'Modern Styles' },
  { value: 'accessories', label: 'Accessories' },
  { value: 'mens', label: "Men's Collection" },
  { value: 'womens', label: "Women's Collection" },
] as const;

export type StorefrontCategory = (typeof STOREFRONT_CATEGORIES)[number]['value'];

/** The empty value means every category. */
export const ALL_PRODUCTS_LABEL = 'All Products';

export function isStorefrontCategory(value: string | null | undefined): value is StorefrontCategory {
  return STOREFRONT_CATEGORIES.some((category) => category.value === value);
}

export function categoryLabel(value: string): string {
  return STOREFRONT_CATEGORIES.find((category) => category.value === value)?.label ?? value;
}

export function categoryHref(value: StorefrontCategory): string {
  return `/products?category=${value}`;
}
