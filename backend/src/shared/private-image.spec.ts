import sharp from 'sharp';
import { cleanPrivateImage } from './private-image';

/** A JPEG carrying EXIF with GPS coordinates and a camera name, as a phone would write it. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8961e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Secret Camera 9', Software: 'Leaky 1.0' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '9/1 24/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 50/1 0/1' },
    })
    .toBuffer();
}

/** Whether an EXIF block's first directory points at a GPS directory (tag 0x8825), read from the TIFF bytes. */
function hasGpsDirectory(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  const entries = u16(directory);
  for (let entry = 0; entry < entries; entry += 1) if (u16(directory + 2 + entry * 12) === 0x8825) return true;
  return false;
}

describe('KYC images', () => {
  it('strips EXIF, GPS and camera names from a JPEG, whether sent as a data URL or bare base64', async () => {
    const original = await jpegWithGps();
    const exif = (await sharp(original).metadata()).exif;
    expect(exif && hasGpsDirectory(exif)).toBe(true);
    expect(original.toString('latin1')).toContain('Secret Camera 9');
    for (const input of [`data:image/jpeg;base64,${original.toString('base64')}`, original.toString('base64')]) {
      const cleaned = await cleanPrivateImage('faceVerificationImage', input);
      const metadata = await sharp(cleaned.data).metadata();
      expect(metadata.format).toBe('jpeg');
      expect(metadata.exif).toBeUndefined();
      expect(cleaned.data.toString('latin1')).not.toContain('Secret Camera 9');
      expect(cleaned.data.toString('latin1')).not.toContain('PhoneMaker');
    }
  });

  it('accepts PNG and WebP and re-encodes them as JPEG', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#006b3f' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ce1126' } }).webp().toBuffer();
    expect((await cleanPrivateImage('governmentIdImage', png.toString('base64'))).mimeType).toBe('image/jpeg');
    expect((await cleanPrivateImage('governmentIdImage', webp.toString('base64'))).mimeType).toBe('image/jpeg');
  });

  it.each([
    ['text pretending to be an image', `data:image/png;base64,${Buffer.from('hello, I am not an image').toString('base64')}`, 'Please upload an image file (JPG, PNG)'],
    ['a GIF', 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'Please upload an image file (JPG, PNG)'],
    ['not base64 at all', 'data:image/jpeg;base64,@@@@', 'must be an image as a data URL or base64'],
    ['over 5 MB', Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64'), 'File size must be less than 5MB'],
  ])('refuses %s', async (_label, input, message) => {
    await expect(cleanPrivateImage('governmentIdImage', input)).rejects.toMatchObject({ details: { fields: { governmentIdImage: [message] } } });
  });

  it('refuses a decompression bomb by its declared size before decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    await expect(cleanPrivateImage('faceVerificationImage', bomb.toString('base64'))).rejects.toMatchObject({ status: 400 });
  });
});
