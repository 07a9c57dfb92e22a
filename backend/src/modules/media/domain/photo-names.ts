// The names are agreed with the storefront, which builds each <picture> from a product's path.
import { PHOTO_WIDTHS, photoFileName } from '@shop/rules';

export { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS, PHOTO_WIDTHS, photoFileName, photoPath, uploadedPhoto } from '@shop/rules';

/** A file name the /media route serves: `<key>[.<placeholder>]-<width>.<format>`; the placeholder part is ignored. */
export const SERVED_PHOTO_FILE = /^([0-9a-f]{32})(?:\.[A-Za-z0-9_-]{1,64})?-(300|400|600|1200)\.(avif|webp|jpg)$/;

/** Every file a photo has in the store, with its type: each width in AVIF and WebP, and the 600 px JPEG. */
export function photoFiles(key: string): { name: string; contentType: 'image/avif' | 'image/webp' | 'image/jpeg' }[] {
  return [
    ...PHOTO_WIDTHS.flatMap((width) => [
      { name: photoFileName(key, width, 'avif'), contentType: 'image/avif' as const },
      { name: photoFileName(key, width, 'webp'), contentType: 'image/webp' as const },
    ]),
    { name: photoFileName(key, 600, 'jpg'), contentType: 'image/jpeg' as const },
  ];
}
