// The photo files and their srcset are agreed with the server's page preloads.
export { productImageSources, type ProductImageSources } from '@shop/rules';

/** A small woven-cloth drawing, inline so it costs no request and no other host. */
export const PLACEHOLDER_IMAGE =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 120 120'%3E%3Crect width='120' height='120' fill='%23F3EBDD'/%3E%3Cg fill='none' stroke='%23C8B48A' stroke-width='3'%3E%3Cpath d='M60 38a7 7 0 1 1 7 7c-4 0-7 2-7 6v3l-34 20h68L60 54'/%3E%3C/g%3E%3C/svg%3E";
