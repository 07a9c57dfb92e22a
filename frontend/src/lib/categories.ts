import { STOREFRONT_CATEGORIES, type StorefrontCategory } from '@shop/rules';

export { categoryLabel, STOREFRONT_CATEGORIES, type StorefrontCategory } from '@shop/rules';

/** The empty value means every category. */
export const ALL_PRODUCTS_LABEL = 'All Products';

export function isStorefrontCategory(value: string | null | undefined): value is StorefrontCategory {
  return STOREFRONT_CATEGORIES.some((category) => category.value === value);
}

export function categoryHref(value: StorefrontCategory): string {
  return `/products?category=${value}`;
}
