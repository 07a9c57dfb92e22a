import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { SupplierImage } from '../modules/suppliers/domain/supplier-image.entity';
import { Supplier } from '../modules/suppliers/domain/supplier.entity';
import { createTestApp, TestApp } from '../test-support/test-app';
import { selfieDataUrl, supplierApplication } from './support/accounts';
import { rowCounts } from './support/db-fingerprint';

const IMAGE_TABLES = ['suppliers', 'supplier_images'];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid, one-colour, 1-bit greyscale PNG: any declared size, a few kilobytes on the wire. */
function onePixelColourPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height); // filter byte 0, all pixels black
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** A real JPEG whose frame header is rewritten to claim the given size. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).jpeg().toBuffer();
  const frame = jpeg.findIndex((byte, index) => byte === 0xff && (jpeg[index + 1] === 0xc0 || jpeg[index + 1] === 0xc2));
  if (frame < 0) throw new Error('no SOF marker in the test JPEG');
  jpeg.writeUInt16BE(height, frame + 5);
  jpeg.writeUInt16BE(width, frame + 7);
  return jpeg;
}

const base64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

describe('supplier registration uploads', () => {
  let shop: TestApp;
  let selfie: string;
  let jpeg: Buffer;

  beforeAll(async () => {
    shop = await createTestApp();
    selfie = await selfieDataUrl();
    jpeg = Buffer.from(selfie.split(',')[1], 'base64');
  });
  afterAll(() => shop?.close());

  /** Sends an application with one hostile image; it must be refused with 400 and leave no trace. */
  async function expectRefused(field: 'faceVerificationImage' | 'governmentIdImage', image: string, status = 400) {
    const before = await rowCounts(shop.dataSource, IMAGE_TABLES);
    const application = supplierApplication(selfie, { [field]: image });
    const response = await shop.agent().post('/api/suppliers/register').send(application);
    expect({ status: response.status, statusCode: response.body.statusCode }).toEqual({ status, statusCode: status });
    if (status === 400) expect(Object.keys(response.body.fields ?? {})).toEqual([field]);
    expect(await rowCounts(shop.dataSource, IMAGE_TABLES)).toEqual(before);
    expect(await shop.dataSource.getRepository(Supplier).countBy({ email: application.email })).toBe(0);
    return response;
  }

  it.each([
    ['a PDF declared as a JPEG', () => `data:image/jpeg;base64,${base64('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')}`],
    ['an HTML page as bare base64', () => base64('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')],
    ['an SVG with a script', () => `data:image/svg+xml;base64,${base64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>')}`],
    ['a JPEG header followed by HTML and script', () => base64(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0<html><script>alert(1)</script></html>')]))],
    ['a GIF/JavaScript polyglot', () => `data:image/gif;base64,${base64('GIF89a/*\x01\x00\x01\x00\x00\xff\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x00;*/=alert(1);')}`],
    ['a real GIF', () => 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'],
    ['an empty string', () => ''],
    ['a data URL with no data', () => 'data:image/jpeg;base64,'],
    ['base64 that is not base64', () => 'data:image/png;base64,<script>alert(1)</script>'],
  ])('refuses %s with 400 and stores nothing', async (_label, image) => {
    await expectRefused('governmentIdImage', image());
  });

  it.each([
    ['text/html', 'data:text/html;base64,'],
    ['application/javascript', 'data:application/javascript;base64,'],
    ['image/svg+xml', 'data:image/svg+xml;base64,'],
    ['image/png (the bytes are a JPEG)', 'data:image/png;base64,'],
    ['image/gif (the bytes are a JPEG)', 'data:image/gif;base64,'],
  ])('refuses a real JPEG declared as %s', async (_label, prefix) => {
    const response = await expectRefused('faceVerificationImage', `${prefix}${jpeg.toString('base64')}`);
    expect(response.body.fields.faceVerificationImage).toEqual(['Please upload an image file (JPG, PNG)']);
  });

  it('refuses an image over 5 MB once decoded, even when its base64 fits the field', async () => {
    const side = 1330;
    const noise = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(noise.length).toBeGreaterThan(5 * 1024 * 1024);
    const image = `data:image/png;base64,${noise.toString('base64')}`;
    expect(image.length).toBeLessThan(7_200_000);
    const response = await expectRefused('governmentIdImage', image);
    expect(response.body.fields.governmentIdImage).toEqual(['File size must be less than 5MB']);
  });

  it('refuses an image whose base64 is longer than any 5 MB image', async () => {
    await expectRefused('governmentIdImage', `data:image/jpeg;base64,${'A'.repeat(7_300_000)}`);
  });

  it('answers 413 to a body over the registration limit and stores nothing', async () => {
    await expectRefused('governmentIdImage', 'A'.repeat(16 * 1024 * 1024), 413);
  });

  it.each([
    ['a 20000x20000 one-colour PNG', () => onePixelColourPng(20_000, 20_000)],
    ['a 7000x7000 PNG (each side allowed, too many pixels)', () => onePixelColourPng(7_000, 7_000)],
    ['a JPEG claiming 65000x65000', () => jpegClaiming(65_000, 65_000)],
  ])('refuses a decompression bomb: %s, without decoding it', async (_label, make) => {
    const bomb = await make();
    expect(bomb.length).toBeLessThan(200_000);
    const started = Date.now();
    await expectRefused('faceVerificationImage', `data:image/${bomb[0] === 0xff ? 'jpeg' : 'png'};base64,${bomb.toString('base64')}`);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses an image over 25 megapixels (a 7999x5000 PNG) with 400 and says the limit', async () => {
    const response = await expectRefused('governmentIdImage', `data:image/png;base64,${onePixelColourPng(7_999, 5_000).toString('base64')}`);
    expect(response.body.fields.governmentIdImage).toEqual(['The image is too large: at most 25 megapixels (e.g. 6000 x 4000)']);
  });

  it('keeps an image at most 1600 pixels on its long side', async () => {
    const large = onePixelColourPng(4_000, 3_000);
    const response = await shop.agent().post('/api/suppliers/register').send(supplierApplication(selfie, { faceVerificationImage: `data:image/png;base64,${large.toString('base64')}` })).expect(201);
    const stored = await shop.dataSource.getRepository(SupplierImage).findOneByOrFail({ supplierId: response.body.id, kind: 'face' });
    expect(await sharp(stored.data).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
  });

  it('decodes at most two images at a time while twelve large applications arrive together', async () => {
    const large = `data:image/png;base64,${onePixelColourPng(5_000, 4_000).toString('base64')}`;
    // libvips' own count of images under decoding, sampled while the requests run. Not queue +
    // process: libvips moves a task from one to the other in two steps, and a sample taken between
    // them counts it twice. Without the limit, libuv's four pool threads decode four at once.
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, sharp.counters().process);
    }, 1);
    try {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => shop.agent().post('/api/suppliers/register').send(supplierApplication(selfie, { faceVerificationImage: large, governmentIdImage: large }))),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
    } finally {
      clearInterval(sampler);
    }
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it('stores a real photo with a script hidden in a comment and after its end only as a clean re-encoded JPEG', async () => {
    const script = Buffer.from('<script>alert("stored")</script>');
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, script.length + 2]), script]);
    const polyglot = Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2), script]);
    expect((await sharp(polyglot).metadata()).format).toBe('jpeg');
    const application = supplierApplication(selfie, { governmentIdImage: `data:image/jpeg;base64,${polyglot.toString('base64')}` });
    const response = await shop.agent().post('/api/suppliers/register').send(application).expect(201);
    const stored = await shop.dataSource.getRepository(SupplierImage).findOneByOrFail({ supplierId: response.body.id, kind: 'government-id' });
    expect(stored.mimeType).toBe('image/jpeg');
    expect(stored.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stored.data.toString('latin1')).not.toContain('<script');
  });
});
