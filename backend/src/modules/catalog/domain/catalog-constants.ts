/** SPEC §3 and §9: the categories the storefront filters by; the admin form also offers children. */
export const PRODUCT_CATEGORIES = ['traditional', 'modern', 'accessories', 'mens', 'womens', 'children'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Adult sizes, One Size (scarves, stoles, bags) and children's ages (issue 40). */
export const PRODUCT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'One Size', '2-3Y', '3-4Y', '5-6Y', '7-8Y', '9-10Y', '11-12Y'] as const;
export const PRODUCT_COLORS = ['Red', 'Blue', 'Green', 'Yellow', 'Black', 'White', 'Purple', 'Orange', 'Pink'] as const;

/** `relevance` ranks a search's best matches first; without a search it is `newest`. */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Offsets are bounded so a deep page can never make the database walk the whole table. */
export const MAX_OFFSET = 10_000;
