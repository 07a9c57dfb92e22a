/**
 * SPEC §3 "Category values": the storefront's filters, in menu order, with their labels. The
 * storefront's menus and the server's link cards for a category name them alike.
 */
export const STOREFRONT_CATEGORIES = [
  { value: 'traditional', label: 'Traditional Wear' },
  { value: 'modern', label: 'Modern Styles' },
  { value: 'accessories', label: 'Accessories' },
  { value: 'mens', label: "Men's Collection" },
  { value: 'womens', label: "Women's Collection" },
] as const;

export type StorefrontCategory = (typeof STOREFRONT_CATEGORIES)[number]['value'];

/** A category the storefront lists (the admin's `children` is none): the list reads any other as all products. */
export function isStorefrontCategory(value: string | null | undefined): value is StorefrontCategory {
  return STOREFRONT_CATEGORIES.some((category) => category.value === value);
}

/** A category's label; a value the storefront has no label for reads as it is. */
export function categoryLabel(value: string): string {
  return STOREFRONT_CATEGORIES.find((category) => category.value === value)?.label ?? value;
}
