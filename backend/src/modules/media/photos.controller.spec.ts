import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Agent } from 'supertest';
import { Account, createSupplier, createUser, selfieDataUrl, signIn } from '../../security/support/accounts';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { SweepUnusedPhotosCommand } from './commands/sweep-unused-photos/sweep-unused-photos.command';
import { SweepUnusedPhotosHandler } from './commands/sweep-unused-photos/sweep-unused-photos.handler';
import { Photo } from './domain/photo.entity';
import { productImageSources } from '@shop/rules';

/** A photo as a phone takes it: stored sideways (left half red, right half blue) with orientation 6, a camera and a GPS position. */
async function sidewaysPhoneJpeg(): Promise<Buffer> {
  const half = (colour: string) => sharp({ create: { width: 400, height: 600, channels: 3, background: colour } }).png().toBuffer();
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 400, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'KenteCam', Model: 'Phone 9', Software: 'CameraApp 1.0' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 2/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 5/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid one-colour PNG claiming any size, a few kilobytes on the wire: a decompression bomb. */
function bombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1;
  header[9] = 0;
  const rows = Buffer.alloc((Math.ceil(width / 8) + 1) * height);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** What an iPhone sends by default: an ISO media file of brand `heic`. */
const HEIC = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), randomBytes(2000)]);

describe('product photos', () => {
  let shop: TestApp;
  let admin: Agent;
  let supplier: Agent;
  let otherSupplier: Agent;
  let supplierAccount: Account;

  beforeAll(async () => {
    shop = await createTestApp();
    const selfie = await selfieDataUrl();
    admin = await signIn(shop, await createUser(shop, 'admin'));
    supplierAccount = await createSupplier(shop, admin, selfie, 'approved');
    supplier = await signIn(shop, supplierAccount);
    otherSupplier = await signIn(shop, await createSupplier(shop, admin, selfie, 'approved'));
  });
  afterAll(() => shop?.close());

  const upload = (browser: Agent, bytes: Buffer, route = '/api/admin/photos', declared = { filename: 'photo.jpg', contentType: 'image/jpeg' }) => browser.post(route).set('Sec-Fetch-Site', 'same-origin').attach('photo', bytes, declared);
  const photoRows = () => shop.dataSource.getRepository(Photo).count();

  it('turns a sideways phone photo upright, strips its GPS and camera tags, and makes every size in AVIF and WebP plus a 600 px JPEG', async () => {
    const original = await sidewaysPhoneJpeg();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 800, height: 600 });
    expect(before.exif?.toString('latin1')).toContain('KenteCam');

    const response = await upload(admin, original).expect(201);
    expect(response.body).toEqual({ path: expect.stringMatching(/^\/media\/[0-9a-f]{32}\.[A-Za-z0-9_-]+-600\.jpg$/), placeholder: expect.any(String), width: 600, height: 800 });
    const sources = productImageSources(response.body.path)!;
    expect(sources.placeholder).toBe(response.body.placeholder);

    const files = [
      ...sources.formats.flatMap(({ type, srcSet }) => srcSet.split(', ').map((entry) => ({ type, url: entry.split(' ')[0], width: Number(entry.split(' ')[1].slice(0, -1)) }))),
      { type: 'image/jpeg', url: sources.src, width: 600 },
    ];
    expect(files.map(({ type, width }) => `${type} ${width}`).sort()).toEqual(
      ['image/avif 1200', 'image/avif 300', 'image/avif 400', 'image/avif 600', 'image/jpeg 600', 'image/webp 1200', 'image/webp 300', 'image/webp 400', 'image/webp 600'].sort(),
    );
    for (const file of files) {
      const served = await shop.agent().get(file.url).buffer(true).parse((res, done) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () => done(null, Buffer.concat(parts)));
      });
      expect({ url: file.url, status: served.status, type: served.headers['content-type'], cache: served.headers['cache-control'] }).toEqual({
        url: file.url,
        status: 200,
        type: file.type,
        cache: 'public, max-age=31536000, immutable',
      });
      const bytes = served.body as Buffer;
      const metadata = await sharp(bytes).metadata();
      // Never enlarged: the 1200 px file of a 600 px wide photo stays 600 px wide.
      expect({ url: file.url, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        url: file.url,
        format: { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' }[file.type],
        width: Math.min(file.width, 600),
        height: Math.round((Math.min(file.width, 600) * 4) / 3),
      });
      expect({ url: file.url, exif: metadata.exif, orientation: metadata.orientation, xmp: metadata.xmp, iptc: metadata.iptc }).toEqual({ url: file.url, exif: undefined, orientation: undefined, xmp: undefined, iptc: undefined });
      expect(bytes.toString('latin1')).not.toContain('KenteCam');
      // Upright: the stored left half (red) is now the top, the right half (blue) the bottom.
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
      const [top, bottom] = [pixel(Math.floor(info.width / 2), 5), pixel(Math.floor(info.width / 2), info.height - 5)];
      expect({ url: file.url, topIsRed: top[0] > 200 && top[2] < 60, bottomIsBlue: bottom[2] > 200 && bottom[0] < 60 }).toEqual({ url: file.url, topIsRed: true, bottomIsBlue: true });
    }
    // The name with the placeholder in it is the 600 px JPEG too, for places that show the path as it is.
    await shop.agent().get(response.body.path).expect(200).expect('Content-Type', 'image/jpeg');
  });

  it.each([
    ['PNG', () => sharp({ create: { width: 300, height: 200, channels: 4, background: '#2a7' } }).png().toBuffer()],
    ['WebP', () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#c83' } }).webp().toBuffer()],
    ['AVIF', () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#38c' } }).avif().toBuffer()],
  ])('accepts a %s photo whatever type the browser declared', async (_format, make) => {
    const response = await upload(admin, await make(), '/api/admin/photos', { filename: 'photo.bin', contentType: 'application/octet-stream' }).expect(201);
    expect(response.body).toMatchObject({ width: 300, height: 200 });
  });

  it.each([
    ['a phone HEIC photo', HEIC, { filename: 'IMG_0001.HEIC', contentType: 'image/heic' }],
    ['a PDF declared as a JPEG', Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'), { filename: 'photo.jpg', contentType: 'image/jpeg' }],
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), { filename: 'photo.svg', contentType: 'image/svg+xml' }],
    ['a JPEG header followed by HTML', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0<html><script>alert(1)</script></html>')]), { filename: 'a.jpg', contentType: 'image/jpeg' }],
    ['a GIF', Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), { filename: 'a.gif', contentType: 'image/gif' }],
  ])('refuses %s with 400 "Please upload a JPEG or PNG" and keeps nothing', async (_label, bytes, declared) => {
    const before = await photoRows();
    const response = await upload(admin, bytes, '/api/admin/photos', declared).expect(400);
    expect(response.body.fields).toEqual({ photo: ['Please upload a JPEG or PNG'] });
    expect(await photoRows()).toBe(before);
  });

  it('refuses a photo over 50 megapixels from its header, before decoding it', async () => {
    const response = await upload(admin, bombPng(10_000, 6_000), '/api/admin/photos', { filename: 'big.png', contentType: 'image/png' }).expect(400);
    expect(response.body.fields).toEqual({ photo: ['The photo is too large: at most 50 megapixels'] });
  });

  it('refuses a file over 15 MB with 413, and a request with no photo with 400 naming the field', async () => {
    await upload(admin, randomBytes(15 * 1024 * 1024 + 1)).expect(413);
    const empty = await admin.post('/api/admin/photos').set('Sec-Fetch-Site', 'same-origin').field('name', 'x').expect(400);
    expect(empty.body.statusCode).toBe(400);
    const none = await admin.post('/api/admin/photos').set('Sec-Fetch-Site', 'same-origin').set('Content-Type', 'multipart/form-data; boundary=x').send('--x--\r\n').expect(400);
    expect(none.body.fields).toEqual({ photo: ['Choose a photo to upload'] });
  });

  it('lets a supplier use only its own photos, and the published catalog product follows its photo changes', async () => {
    const photo = async (colour: string, browser = supplier) =>
      (await upload(browser, await sharp({ create: { width: 500, height: 500, channels: 3, background: colour } }).jpeg().toBuffer(), '/api/suppliers/photos').expect(201)).body.path as string;
    const mine = await photo('#813');
    const theirs = await photo('#318', otherSupplier);
    const product = { supplierProductName: 'Kente stole', costPrice: 100, minimumQuantity: 1, availableStock: 5 };

    const refused = await supplier.post('/api/suppliers/products').send({ ...product, supplierImages: [mine, theirs] }).expect(400);
    expect(refused.body.fields).toEqual({ supplierImages: ['Upload each photo from this account first'] });
    const created = await supplier.post('/api/suppliers/products').send({ ...product, supplierImages: [mine] }).expect(201);
    expect(created.body.supplierImages).toEqual([mine]);

    const published = await admin.post(`/api/admin/supplier-products/${created.body.id}/publish`).send({ category: 'accessories' }).expect(201);
    const catalogId = published.body.productId;
    expect((await shop.agent().get(`/api/products/${catalogId}`).expect(200)).body.images).toEqual([mine]);

    const second = await photo('#1a6');
    await supplier.put(`/api/suppliers/products/${created.body.id}`).send({ ...product, supplierImages: [second, mine] }).expect(200);
    expect((await shop.agent().get(`/api/products/${catalogId}`).expect(200)).body.images).toEqual([second, mine]);
  });

  it('answers 401 and 403 to callers who may not upload, before reading the file', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#555' } }).jpeg().toBuffer();
    const customer = await signIn(shop, await createUser(shop, 'customer'));
    const before = await photoRows();
    await upload(shop.agent(), jpeg).expect(401);
    await upload(customer, jpeg).expect(403);
    await upload(supplier, jpeg).expect(403);
    await upload(admin, jpeg, '/api/suppliers/photos').expect(401);
    // A multipart body is a form any site can post: without a browser's word that it is the shop's own page, refused.
    await admin.post('/api/admin/photos').attach('photo', jpeg, 'photo.jpg').expect(415);
    await admin.post('/api/admin/photos').set({ Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }).attach('photo', jpeg, 'photo.jpg').expect(403);
    const pending = await signIn(shop, await createSupplier(shop, admin, await selfieDataUrl(), 'pending'));
    await upload(pending, jpeg, '/api/suppliers/photos').expect(403);
    expect(await photoRows()).toBe(before);
  });

  it('removes a photo no product uses once the grace period has passed, and keeps those in use', async () => {
    const jpeg = (colour: string) => sharp({ create: { width: 320, height: 320, channels: 3, background: colour } }).jpeg().toBuffer();
    const used = (await upload(admin, await jpeg('#0a0')).expect(201)).body.path as string;
    const unused = (await upload(admin, await jpeg('#a00')).expect(201)).body.path as string;
    await admin.post('/api/admin/products').send({ name: 'Smock with a photo', price: '150.00', category: 'mens', stock: 3, images: [used] }).expect(201);
    const sweep = shop.app.get(SweepUnusedPhotosHandler);
    const now = Date.now();
    await sweep.execute(new SweepUnusedPhotosCommand(new Date(now)));
    // Within the grace period (24 h) nothing goes: an upload not saved yet is still there.
    expect((await sweep.execute(new SweepUnusedPhotosCommand(new Date(now + 23 * 3_600_000)))).removed).toEqual([]);
    await shop.agent().get(productImageSources(unused)!.src).expect(200);
    const { removed } = await sweep.execute(new SweepUnusedPhotosCommand(new Date(now + 25 * 3_600_000)));
    expect(removed).toContain(unused.slice('/media/'.length, '/media/'.length + 32));
    expect(removed).not.toContain(used.slice('/media/'.length, '/media/'.length + 32));
    await shop.agent().get(productImageSources(unused)!.src).expect(404);
    await shop.agent().get(productImageSources(used)!.src).expect(200);
  });

  it('answers 404 for a photo that is not there and for names that are no photo file', async () => {
    await shop.agent().get(`/media/${'a'.repeat(32)}-400.avif`).expect(404);
    await shop.agent().get('/media/../../package.json').expect(404);
    await shop.agent().get('/media/x-400.avif').expect(404);
  });
});
