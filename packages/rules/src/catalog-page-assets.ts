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
  /** The 600 px JPEG, for a browser that takes neither AVIF nor WebP. */
  src: string;
  /** The formats a <picture> offers first (AVIF, then WebP), each with its srcset of every width. */
  formats: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** ThumbHash (base64url): the colour wash shown before the photo arrives. */
  placeholder: string;
}

/** Uploaded product photos (ADR 019): each width in AVIF and WebP, and a 600 px JPEG fallback. */
export const PHOTO_WIDTHS = [300, 400, 600, 1200] as const;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PRODUCT_PHOTOS = 10;
/**
 * A product photo as a product's `images` (and a supplier product's `supplierImages`) holds it: the
 * only kind of image path the API accepts (uploads and the demo catalog's shipped photos alike).
 */
export const PHOTO_PATH = /^\/media\/([0-9a-f]{32})\.([A-Za-z0-9_-]{1,64})-600\.jpg$/;

/**
 * What a product's `images` holds for an uploaded photo: its 600 px JPEG, with the photo's
 * ThumbHash in the name, so every copy of the path (cart lines, orders, the page preload) carries
 * its placeholder with no other field or request. The server serves the same file with or without it.
 */
export function photoPath(key: string, placeholder: string): string {
  return `/media/${key}.${placeholder}-600.jpg`;
}

/** A stored file: `<key>-<width>.<avif|webp|jpg>`. */
export function photoFileName(key: string, width: number, extension: 'avif' | 'webp' | 'jpg'): string {
  return `${key}-${width}.${extension}`;
}

/** The photo an `images` entry names (an upload or a shipped demo photo), if it names one. */
export function uploadedPhoto(path: string): { key: string; placeholder: string } | null {
  const match = PHOTO_PATH.exec(path);
  return match ? { key: match[1], placeholder: match[2] } : null;
}

/**
 * A product photo's files: AVIF and WebP in each width, for the browser to take the smallest that
 * fits (a phone's two-column grid needs the 400 or 600 px one), and the 600 px JPEG otherwise.
 * Null for no photo, or a path that names none (the card then shows the placeholder drawing).
 */
export function productImageSources(path: string | undefined): ProductImageSources | null {
  const photo = path ? uploadedPhoto(path) : null;
  if (!photo) return null;
  const srcSet = (extension: 'avif' | 'webp') => PHOTO_WIDTHS.map((width) => `/media/${photoFileName(photo.key, width, extension)} ${width}w`).join(', ');
  return {
    src: `/media/${photoFileName(photo.key, 600, 'jpg')}`,
    formats: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
    placeholder: photo.placeholder,
  };
}

/** The rendered width of a product card's photo in the grid, and of the product page's main photo. */
export const GRID_CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 31vw, 48vw';
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';
