// The names are agreed with the storefront, which builds each <picture> from a product's path.
export { MAX_PHOTO_BYTES, MAX_PRODUCT_PHOTOS, PHOTO_WIDTHS, photoFileName, photoPath, uploadedPhoto } from '@shop/rules';

/** A file name the /media route serves: `<key>[.<placeholder>]-<width>.<format>`; the placeholder part is ignored. */
export const SERVED_PHOTO_FILE = /^([0-9a-f]{32})(?:\.[A-Za-z0-9_-]{1,64})?-(300|400|600|1200)\.(avif|webp|jpg)$/;
