import { dataUrlBytes, fitWithin, shrinkImage, type DecodedPicture, type PictureDrawing } from './shrink-image';

/** A decoder that reports the given size and records what it was asked to draw. */
function fakeDrawing(width: number, height: number, encoded = 'data:image/jpeg;base64,/9j/AAAA') {
  const drawn: { width: number; height: number; type: string; quality: number }[] = [];
  const release = jest.fn();
  const picture: DecodedPicture = {
    width,
    height,
    encode: (w, h, type, quality) => {
      drawn.push({ width: w, height: h, type, quality });
      return encoded;
    },
    release,
  };
  const drawing: PictureDrawing = { decode: jest.fn().mockResolvedValue(picture) };
  return { drawing, drawn, release };
}

const PHONE_PHOTO = new File([new Uint8Array(16)], 'IMG_20241103_101500.jpg', { type: 'image/jpeg' });

describe('shrinking a photo before upload', () => {
  it('draws a 4000x3000 phone photo at 2000x1500 as a JPEG at 0.85, and lets the decoded picture go', async () => {
    const { drawing, drawn, release } = fakeDrawing(4000, 3000);
    const shrunk = await shrinkImage(PHONE_PHOTO, { maxSide: 2000, quality: 0.85 }, drawing);
    expect(drawing.decode).toHaveBeenCalledWith(PHONE_PHOTO);
    expect(drawn).toEqual([{ width: 2000, height: 1500, type: 'image/jpeg', quality: 0.85 }]);
    expect(shrunk).toEqual({ dataUrl: 'data:image/jpeg;base64,/9j/AAAA', bytes: 6 });
    expect(release).toHaveBeenCalled();
  });

  it('keeps a portrait photo upright and a small one at its own size', async () => {
    const portrait = fakeDrawing(3024, 4032);
    await shrinkImage(PHONE_PHOTO, { maxSide: 2000, quality: 0.85 }, portrait.drawing);
    expect(portrait.drawn[0]).toMatchObject({ width: 1500, height: 2000 });

    const small = fakeDrawing(1200, 800);
    await shrinkImage(PHONE_PHOTO, { maxSide: 2000, quality: 0.85 }, small.drawing);
    expect(small.drawn[0]).toMatchObject({ width: 1200, height: 800 });
  });

  it('refuses what is no picture, and a canvas that cannot write JPEG', async () => {
    const broken: PictureDrawing = { decode: jest.fn().mockRejectedValue(new Error('The file is not a picture')) };
    await expect(shrinkImage(PHONE_PHOTO, { maxSide: 2000, quality: 0.85 }, broken)).rejects.toThrow('not a picture');

    const noJpeg = fakeDrawing(800, 600, 'data:,');
    await expect(shrinkImage(PHONE_PHOTO, { maxSide: 2000, quality: 0.85 }, noJpeg.drawing)).rejects.toThrow('cannot redraw');
    expect(noJpeg.release).toHaveBeenCalled();
  });

  it('fits within a side, never enlarging, never to zero', () => {
    expect(fitWithin(640, 480, 640)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(9000, 10, 2000)).toEqual({ width: 2000, height: 2 });
    expect(fitWithin(100000, 1, 2000)).toEqual({ width: 2000, height: 1 });
  });

  it('counts the bytes a data URL carries, as the server does', () => {
    expect(dataUrlBytes('data:image/jpeg;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/jpeg;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/jpeg;base64,AA==')).toBe(1);
  });
});
