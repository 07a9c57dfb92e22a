import sharp from 'sharp';
import { InvalidInputError } from './http/domain-errors';
import { imageDecodes } from './image-decoding';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * A selfie, an ID or a damaged item needs no more than a 24 MP phone photo (6000 x 4000); the cap
 * also stops decompression bombs before any pixel is decoded.
 */
const MAX_PIXELS = 25_000_000;
export const TOO_MANY_PIXELS = 'The image is too large: at most 25 megapixels (e.g. 6000 x 4000)';
/** Enough to read an ID card, compare a face or see a flaw; what staff see, and all that is kept. */
const STORED_LONG_SIDE = 1600;
const DATA_URL_HEADER = /^data:[a-z]+\/[a-z0-9.+-]+;base64$/i;
/** What the browser may declare (FileReader, canvas.toDataURL) and the format the bytes must then be. */
const DECLARED_FORMAT: Record<string, 'jpeg' | 'png' | 'webp'> = { 'image/jpeg': 'jpeg', 'image/jpg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * A photo only staff see (a supplier's selfie or ID, a return's photos) as sent by the browser
 * (data URL or bare base64), checked by its bytes
 * (JPEG, PNG or WebP; under 5 MB; at most 25 MP), scaled to at most 1600 px a side and re-encoded
 * to JPEG with no metadata at all (no GPS, camera or software tags). Throws a 400 naming the field.
 */
export async function cleanPrivateImage(field: string, input: string): Promise<{ data: Buffer; mimeType: 'image/jpeg' }> {
  const refuse = (message: string) => new InvalidInputError({ [field]: [message] });
  // No regular expression ever runs over the (megabytes of) payload: they can overflow the stack.
  const comma = input.startsWith('data:') ? input.indexOf(',') : -1;
  if (input.startsWith('data:') && (comma < 0 || !DATA_URL_HEADER.test(input.slice(0, comma)))) throw refuse('must be an image as a data URL or base64');
  // A declared type that is no image, or not the image the bytes are, is how polyglots get in.
  const declared = comma >= 0 ? input.slice('data:'.length, comma - ';base64'.length).toLowerCase() : null;
  if (declared !== null && !DECLARED_FORMAT[declared]) throw refuse('Please upload an image file (JPG, PNG)');
  const base64 = comma >= 0 ? input.slice(comma + 1) : input;
  if (Math.floor((base64.length * 3) / 4) > MAX_IMAGE_BYTES + 3) throw refuse('File size must be less than 5MB');
  if (!isBase64(base64)) throw refuse('must be an image as a data URL or base64');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length >= MAX_IMAGE_BYTES) throw refuse('File size must be less than 5MB');

  return imageDecodes.run(async () => {
    let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      // Headers only, no pixels: no input limit here, so an image over it is told why below.
      metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    } catch {
      throw refuse('Please upload an image file (JPG, PNG)');
    }
    if (!metadata.format || !['jpeg', 'png', 'webp'].includes(metadata.format)) throw refuse('Please upload an image file (JPG, PNG)');
    if (declared !== null && DECLARED_FORMAT[declared] !== metadata.format) throw refuse('Please upload an image file (JPG, PNG)');
    if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_PIXELS) throw refuse(TOO_MANY_PIXELS);
    try {
      const data = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate() // apply the EXIF orientation before the EXIF goes
        .resize({ width: STORED_LONG_SIDE, height: STORED_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer();
      return { data, mimeType: 'image/jpeg' as const };
    } catch {
      throw refuse('Please upload an image file (JPG, PNG)');
    }
  });
}

function isBase64(text: string): boolean {
  if (text.length === 0) return false;
  let padding = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isAlphabet = (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 43 || code === 47;
    if (code === 61) padding += 1;
    else if (!isAlphabet || padding > 0) return false;
  }
  return padding <= 2;
}
