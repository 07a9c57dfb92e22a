/**
 * What a storefront page and the server that preloads it must agree on: the key of a preloaded
 * API answer, and each catalog photo's files and `sizes`. A preload that differs from the page's
 * <img> downloads the photo twice.
 */

/** The key of an API answer written into a page: its path plus its query sorted by name. */
export function apiPreloadKey(url: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  const params = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${parsed.pathname}?${new URLSearchParams(params)}` : parsed.pathname;
}

export interface ProductImageSources {
  src: string;
  srcSet?: string;
}

const SIZED_WEBP = /-(300|400|600)\.webp$/;

/**
 * Catalog images are served as `/catalog-images/<name>-600.webp` with 400px and 300px siblings: a
 * two-column grid on a phone at DPR 1.75 needs about 350 device pixels, which the 600px file
 * overshoots by twice the bytes.
 */
export function productImageSources(path: string | undefined): ProductImageSources | null {
  if (!path) return null;
  if (!SIZED_WEBP.test(path)) return { src: path };
  const base = path.replace(SIZED_WEBP, '');
  return { src: `${base}-600.webp`, srcSet: `${base}-300.webp 300w, ${base}-400.webp 400w, ${base}-600.webp 600w` };
}

/** The rendered width of a product card's photo in the grid, and of the product page's main photo. */
export const GRID_CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 31vw, 48vw';
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';
