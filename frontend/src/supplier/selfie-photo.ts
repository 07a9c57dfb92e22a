import { shrinkImage } from '../lib/shrink-image';
import { SELFIE_QUALITY } from './use-camera';

/** The live camera's ideal frame is 640x480 (SPEC §9): a photo from the camera app or the gallery is brought to the same size. */
export const SELFIE_MAX_SIDE = 640;

/**
 * A selfie from the phone's camera app or its gallery, redrawn as the live camera's selfie is: a
 * JPEG at 0.8 quality, at most 640 px a side. Rejects a file that is not a picture.
 */
export async function selfieFromPhoto(file: File): Promise<string> {
  return (await shrinkImage(file, { maxSide: SELFIE_MAX_SIDE, quality: SELFIE_QUALITY })).dataUrl;
}
