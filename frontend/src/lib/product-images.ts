/**
 * Catalog images are served from this host as `/catalog-images/<name>-600.webp` with 400px and
 * 300px siblings (`-400.webp`, `-300.webp`): a two-column grid on a phone at DPR 1.75 needs about
 * 350 device pixels, which the 600px file overshoots by twice the bytes. A product without an
 * image shows an inline placeholder.
 */
export interface ProductImageSources {
  src: string;
  srcSet?: string;
}

const SIZED_WEBP = /-(300|400|600)\.webp$/;

export function productImageSources(path: string | undefined): ProductImageSources | null {
  if (!path) return null;
  if (!SIZED_WEBP.test(path)) return { src: path };
  const base = path.replace(SIZED_WEBP, '');
  return { src: `${base}-600.webp`, srcSet: `${base}-300.webp 300w, ${base}-400.webp 400w, ${base}-600.webp 600w` };
}

/** A small woven-cloth drawing, inline so it costs no request and no other host. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'%3E%3Crect width='120' height='120' fill='%23F3EBDD'/%3E%3Cg fill='none' stroke='%23C8B48A' stroke-width='3'%3E%3Cpath d='M60 38a7 7 0 1 1 7 7c-4 0-7 2-7 6v3l-34 20h68L60 54'/%3E%3C/g%3E%3C/svg%3E";
