/** A picture the browser has decoded, ready to be drawn at another size. */
export interface DecodedPicture {
  width: number;
  height: number;
  /** Draws the whole picture at width x height and encodes it as a data URL. */
  encode(width: number, height: number, type: string, quality: number): string;
  release(): void;
}

/** How pictures are decoded and drawn: the page's canvas, or a stand-in where there is none (jsdom). */
export interface PictureDrawing {
  /** Rejects when the file is no picture this browser can read. */
  decode(file: Blob): Promise<DecodedPicture>;
}

export interface ShrinkOptions {
  /** The longest side of the result in pixels; a smaller picture keeps its size. */
  maxSide: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

export interface ShrunkPicture {
  dataUrl: string;
  /** The encoded picture's size, as the server counts it against its 5 MB limit. */
  bytes: number;
}

/** The size a picture is drawn at so that its longest side is at most maxSide, its shape kept. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The bytes a base64 data URL stands for. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** The page's own decoder and canvas; the browser turns the photo upright by its EXIF orientation. */
export const canvasDrawing: PictureDrawing = {
  decode: (file) =>
    new Promise((resolve, reject) => {
      const url = URL.createObjectURL(file);
      const image = new Image();
      image.onload = () =>
        resolve({
          width: image.naturalWidth,
          height: image.naturalHeight,
          encode: (width, height, type, quality) => {
            const canvas = document.createElement('canvas');
            canvas.width = width;
            canvas.height = height;
            const context = canvas.getContext('2d');
            if (!context) throw new Error('This browser cannot redraw pictures');
            context.drawImage(image, 0, 0, width, height);
            return canvas.toDataURL(type, quality);
          },
          release: () => URL.revokeObjectURL(url),
        });
      image.onerror = () => {
        URL.revokeObjectURL(url);
        reject(new Error('The file is not a picture'));
      };
      image.src = url;
    }),
};

/**
 * A phone photo redrawn as a JPEG of at most maxSide pixels a side, so a 7.6 MB camera picture
 * goes under the server's 5 MB limit. Redrawing also turns a format the server refuses (HEIC,
 * GIF) into a JPEG, drops the photo's metadata, and rejects a file that is no picture at all.
 */
export async function shrinkImage(file: Blob, { maxSide, quality }: ShrinkOptions, drawing: PictureDrawing = canvasDrawing): Promise<ShrunkPicture> {
  const picture = await drawing.decode(file);
  try {
    const size = fitWithin(picture.width, picture.height, maxSide);
    const dataUrl = picture.encode(size.width, size.height, 'image/jpeg', quality);
    // A canvas that cannot encode JPEG answers 'data:,' or a PNG: neither is what was asked for.
    if (!dataUrl.startsWith('data:image/jpeg')) throw new Error('This browser cannot redraw pictures');
    return { dataUrl, bytes: dataUrlBytes(dataUrl) };
  } finally {
    picture.release();
  }
}
