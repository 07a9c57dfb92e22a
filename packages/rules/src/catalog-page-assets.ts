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
  /** Better formats to offer first in a <picture> (AVIF, then WebP), each with its own srcset. */
  formats?: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
  /** ThumbHash (base64url) of an uploaded photo: the colour wash shown before the photo arrives. */
  placeholder?: string;
}

/** Uploaded product photos (ADR 019): each width in AVIF and WebP, and a 600 px JPEG fallback. */
export const PHOTO_WIDTHS = [300, 400, 600, 1200] as const;
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
export const MAX_PRODUCT_PHOTOS = 10;
const UPLOADED_PHOTO = /^\/media\/([0-9a-f]{32})\.([A-Za-z0-9_-]{1,64})-600\.jpg$/;

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

/** The photo an `images` entry names, if it is an uploaded one. */
export function uploadedPhoto(path: string): { key: string; placeholder: string } | null {
  const match = UPLOADED_PHOTO.exec(path);
  return match ? { key: match[1], placeholder: match[2] } : null;
}

const SIZED_WEBP = /-(300|400|600)\.webp$/;

/**
 * Catalog images are served as `/catalog-images/<name>-600.webp` with 400px and 300px siblings: a
 * two-column grid on a phone at DPR 1.75 needs about 350 device pixels, which the 600px file
 * overshoots by twice the bytes.
 */
export function productImageSources(path: string | undefined): ProductImageSources | null {
  if (!path) return null;
  const uploaded = uploadedPhoto(path);
  if (uploaded) {
    const srcSet = (extension: 'avif' | 'webp') => PHOTO_WIDTHS.map((width) => `/media/${photoFileName(uploaded.key, width, extension)} ${width}w`).join(', ');
    return {
      src: `/media/${photoFileName(uploaded.key, 600, 'jpg')}`,
      formats: [
        { type: 'image/avif', srcSet: srcSet('avif') },
        { type: 'image/webp', srcSet: srcSet('webp') },
      ],
      placeholder: uploaded.placeholder,
    };
  }
  if (!SIZED_WEBP.test(path)) return { src: path };
  const base = path.replace(SIZED_WEBP, '');
  return { src: `${base}-600.webp`, srcSet: `${base}-300.webp 300w, ${base}-400.webp 400w, ${base}-600.webp 600w` };
}

/** The rendered width of a product card's photo in the grid, and of the product page's main photo. */
export const GRID_CARD_IMAGE_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 31vw, 48vw';
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';
