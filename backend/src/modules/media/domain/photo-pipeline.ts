import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { InvalidInputError } from '../../../shared/http/domain-errors';
import { imageDecodes } from '../../../shared/image-decoding';
import { MAX_PHOTO_BYTES, PHOTO_WIDTHS, photoFileName, photoPath } from './photo-names';

/**
 * A 48 MP phone sensor's full-resolution photo (8000 x 6000) fits; a decompression bomb (a few
 * kilobytes claiming 50,000 x 50,000 pixels) is refused from its header, before any pixel is decoded.
 */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const NOT_A_PHOTO = 'Please upload a JPEG or PNG';
export const TOO_MANY_PIXELS = 'The photo is too large: at most 50 megapixels';
export const TOO_MANY_BYTES = 'The photo is too large: at most 15 MB';

export interface PhotoFile {
  name: string;
  contentType: 'image/avif' | 'image/webp' | 'image/jpeg';
  body: Buffer;
}

export interface ProcessedPhoto {
  /** sha256 of the uploaded bytes: the same photo uploaded twice is one photo. */
  key: string;
  /** What a product's `images` holds: the 600 px JPEG, its placeholder in the name (see photo-names). */
  path: string;
  /** ThumbHash, base64url: a colour wash the size of a few words. */
  placeholder: string;
  width: number;
  height: number;
  files: PhotoFile[];
}

/** A photo's size in pixels. */
export interface PhotoSize {
  width: number;
  height: number;
}

/** The width of the JPEG every browser and link-preview reader takes (the one product paths name). */
export const JPEG_WIDTH = 600;

/**
 * The JPEG's size for a photo stored at `width` x `height`: made as processPhoto makes it, never
 * wider than the photo, its height in proportion and rounded as sharp rounds it.
 */
export function jpegSize({ width, height }: PhotoSize): PhotoSize {
  const jpegWidth = Math.min(JPEG_WIDTH, width);
  return { width: jpegWidth, height: Math.max(1, Math.round((height * jpegWidth) / width)) };
}

/** Brands of the ISO media files phones write as HEIC/HEIF (HEVC inside): sharp's build cannot decode them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

/**
 * An uploaded photo, checked by its bytes (JPEG, PNG, WebP or AVIF; never by the type the browser
 * declared), turned upright by its EXIF orientation, stripped of every metadata tag (GPS, camera,
 * software), and made into each width in AVIF and WebP, a 600 px JPEG for browsers with neither,
 * and a ThumbHash placeholder. Decoding waits its turn in the process's image-decode slots.
 */
export async function processPhoto(bytes: Buffer, field = 'photo'): Promise<ProcessedPhoto> {
  const refuse = (message: string) => new InvalidInputError({ [field]: [message] });
  if (bytes.length === 0) throw refuse(NOT_A_PHOTO);
  if (bytes.length > MAX_PHOTO_BYTES) throw refuse(TOO_MANY_BYTES);
  if (isHeic(bytes)) throw refuse(NOT_A_PHOTO);
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 32);

  return imageDecodes.run(async () => {
    let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      // Headers only: no pixel limit yet, so an image over it is told why below.
      metadata = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    } catch {
      throw refuse(NOT_A_PHOTO);
    }
    const accepted = metadata.format === 'jpeg' || metadata.format === 'png' || metadata.format === 'webp' || (metadata.format === 'heif' && metadata.compression === 'av1');
    if (!accepted || (metadata.pages ?? 1) > 1) throw refuse(NOT_A_PHOTO);
    if (!metadata.width || !metadata.height || metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw refuse(TOO_MANY_PIXELS);

    try {
      // Decoded once, upright, at the largest width served; every file is made from these pixels.
      // Nothing of the original's metadata is carried over: sharp writes none unless asked (withMetadata).
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1], withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const files: PhotoFile[] = [];
      for (const width of PHOTO_WIDTHS) {
        const sized = () => pixels().resize({ width, withoutEnlargement: true });
        // Quality chosen so a 400 px card photo stays well under 25 kB (ADR 019).
        files.push({ name: photoFileName(key, width, 'avif'), contentType: 'image/avif', body: await sized().avif({ quality: 50, effort: 3 }).toBuffer() });
        files.push({ name: photoFileName(key, width, 'webp'), contentType: 'image/webp', body: await sized().webp({ quality: 72, effort: 4 }).toBuffer() });
      }
      const fallback = await pixels().resize({ width: JPEG_WIDTH, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
      files.push({ name: photoFileName(key, JPEG_WIDTH, 'jpg'), contentType: 'image/jpeg', body: fallback });

      // ThumbHash takes at most 100 x 100 pixels.
      const tiny = await pixels().resize({ width: 100, height: 100, fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      const placeholder = Buffer.from(rgbaToThumbHash(tiny.info.width, tiny.info.height, tiny.data)).toString('base64url');
      return { key, path: photoPath(key, placeholder), placeholder, width: info.width, height: info.height, files };
    } catch {
      throw refuse(NOT_A_PHOTO);
    }
  });
}

/** An ISO base media file (`....ftyp<brand>`) whose brand is HEIC's, not AVIF's. */
function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  return HEIC_BRANDS.has(bytes.toString('latin1', 8, 12));
}
