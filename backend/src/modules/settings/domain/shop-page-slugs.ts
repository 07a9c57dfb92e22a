/** The storefront's policy pages; each is served at /<slug> and edited in the admin Settings tab. */
export const SHOP_PAGE_SLUGS = ['privacy', 'terms', 'shipping', 'returns'] as const;
export type ShopPageSlug = (typeof SHOP_PAGE_SLUGS)[number];

export const isShopPageSlug = (value: string): value is ShopPageSlug => (SHOP_PAGE_SLUGS as readonly string[]).includes(value);

export const SHOP_PAGE_LIMITS = { title: 100, markdown: 20_000 } as const;
