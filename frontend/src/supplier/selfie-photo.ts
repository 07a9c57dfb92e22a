import { SELFIE_QUALITY, SELFIE_TYPE } from './use-camera';

/** The live camera's ideal frame is 640x480 (SPEC §9): a photo from the camera app is brought to the same size. */
const MAX_SIDE = 640;

/**
 * A selfie taken with the phone's camera app (the fallback when no camera starts in the page),
 * redrawn as the live camera's selfie is: a JPEG at 0.8 quality, at most 640 px a side. Redrawing
 * also turns a format the server refuses (HEIC, GIF) into a JPEG, and rejects a file that is not a
 * picture at all.
 */
export function selfieFromPhoto(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      const scale = Math.min(1, MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight, 1));
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('This browser cannot redraw pictures'));
        return;
      }
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      resolve(canvas.toDataURL(SELFIE_TYPE, SELFIE_QUALITY));
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The file is not a picture'));
    };
    image.src = url;
  });
}
