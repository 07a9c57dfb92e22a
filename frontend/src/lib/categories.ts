import type { StorefrontCategory } from '@shop/rules';

export { categoryLabel, isStorefrontCategory, STOREFRONT_CATEGORIES, type StorefrontCategory } from '@shop/rules';

/** The empty value means every category. */
export const ALL_PRODUCTS_LABEL = 'All Products';

export function categoryHref(value: StorefrontCategory): string {
  return `/products?category=${value}`;
}
