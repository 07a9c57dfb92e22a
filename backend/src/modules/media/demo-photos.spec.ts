import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoPath } from '@shop/rules';
import type { Response } from 'supertest';
import { MediaConfig } from '../../config/media-config';
import { demoCatalog } from '../../database/seed/demo-catalog';
import { demoPhotos } from '../../database/seed/demo-photos';
import { startS3Bucket } from '../../test-support/s3-bucket';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { Product } from '../catalog/domain/product.entity';
import { AddDemoPhotosAtStart } from './commands/add-demo-photos/add-demo-photos-at-start';
import { SweepUnusedPhotosCommand } from './commands/sweep-unused-photos/sweep-unused-photos.command';
import { SweepUnusedPhotosHandler } from './commands/sweep-unused-photos/sweep-unused-photos.handler';
import { DEMO_PHOTOS_DIR } from './domain/demo-photos';
import { photoFiles } from './domain/photo-names';
import { Photo } from './domain/photo.entity';
import { MediaService } from './media.service';

const PHOTOS = Object.values(demoPhotos);
const HOUR = 3_600_000;

/** The photo store a shop is started with: a folder of its own, or a bucket on a local S3-protocol server. */
const STORES: [string, () => Promise<{ media: MediaConfig; filesOnDisk: () => string[]; close: () => Promise<void> }>][] = [
  [
    'disk',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'shop-media-'));
      const dir = join(root, 'media');
      return { media: { dir, s3: null, unusedGraceHours: 24 }, filesOnDisk: () => readdirSync(dir), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    'S3',
    async () => {
      const bucket = await startS3Bucket();
      const root = mkdtempSync(join(tmpdir(), 'shop-media-'));
      const dir = join(root, 'media');
      return {
        media: { dir, s3: bucket.settings, unusedGraceHours: 24 },
        // With a bucket, nothing is written to the folder.
        filesOnDisk: () => (readdirSync(root).includes('media') ? readdirSync(dir) : []),
        close: async () => {
          await bucket.close();
          rmSync(root, { recursive: true, force: true });
        },
      };
    },
  ],
];

/** GET a photo file, its body as bytes whatever its type. */
function getFile(shop: TestApp, name: string): Promise<Response> {
  return shop
    .agent()
    .get(`/media/${name}`)
    .buffer(true)
    .parse((res, done) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => done(null, Buffer.concat(parts)));
    });
}

describe.each(STORES)("the demo catalog's photos in the %s photo store", (_name, open) => {
  let shop: TestApp;
  let store: Awaited<ReturnType<typeof open>>;

  beforeAll(async () => {
    store = await open();
    // A fresh shop seeding its demo catalog at start, as every new DATA_DIR does.
    shop = await createTestApp({ seedDemoCatalog: true, media: store.media });
  });
  afterAll(async () => {
    await shop?.close();
    await store?.close();
  });

  it('gives every seeded product its shipped photos as media photos, owned by staff like an upload', async () => {
    const products = await shop.dataSource.getRepository(Product).find();
    expect(products).toHaveLength(demoCatalog.length);
    const paths = products.flatMap((product) => product.images);
    expect(paths.sort()).toEqual(demoCatalog.flatMap((product) => product.images.map((name) => photoPath(demoPhotos[name].key, demoPhotos[name].placeholder))).sort());
    const rows = await shop.dataSource.getRepository(Photo).find({ order: { key: 'ASC' } });
    expect(rows.map(({ key, owner, placeholder, width, height, unusedSince }) => ({ key, owner, placeholder, width, height, unusedSince }))).toEqual(
      PHOTOS.map((photo) => ({ ...photo, owner: 'admin', unusedSince: null })).sort((a, b) => (a.key < b.key ? -1 : 1)),
    );
  });

  it('serves every size and format of each from the store, byte for byte as shipped, cached for a year', async () => {
    for (const photo of PHOTOS) {
      for (const { name, contentType } of photoFiles(photo.key)) {
        const served = await getFile(shop, name);
        expect({ name, status: served.status, type: served.headers['content-type'], cache: served.headers['cache-control'] }).toEqual({
          name,
          status: 200,
          type: contentType,
          cache: 'public, max-age=31536000, immutable',
        });
        expect((served.body as Buffer).equals(readFileSync(join(DEMO_PHOTOS_DIR, name)))).toBe(true);
      }
    }
    // Served from the store: the folder holds them when it is the store, and nothing when a bucket is.
    expect(store.filesOnDisk().sort()).toEqual(store.media.s3 ? [] : PHOTOS.flatMap((photo) => photoFiles(photo.key).map((file) => file.name)).sort());
  });

  it('keeps through the sweep every photo a product shows, and lets one no product shows go after the grace period', async () => {
    const products = shop.dataSource.getRepository(Product);
    const smock = await products.findOneByOrFail({ name: demoCatalog.find((product) => product.slug === 'batakari-chiefs-smock-red-black')!.name });
    const [smockPhoto] = smock.images;
    const smockKey = demoPhotos['batakari-chiefs-smock-red-black-1'].key;
    await products.update(smock.id, { images: [] });

    const sweep = shop.app.get(SweepUnusedPhotosHandler);
    const now = Date.now();
    expect(await sweep.execute(new SweepUnusedPhotosCommand(new Date(now)))).toEqual({ removed: [] });
    expect(await sweep.execute(new SweepUnusedPhotosCommand(new Date(now + 25 * HOUR)))).toEqual({ removed: [smockKey] });
    expect((await getFile(shop, `${smockKey}-400.avif`)).status).toBe(404);
    for (const photo of PHOTOS.filter((photo) => photo.key !== smockKey)) expect({ key: photo.key, status: (await getFile(shop, `${photo.key}-400.avif`)).status }).toEqual({ key: photo.key, status: 200 });

    // A product naming it again (an undo, a restored backup) gets it back at the next start; then a start adds nothing.
    await products.update(smock.id, { images: [smockPhoto] });
    await shop.app.get(AddDemoPhotosAtStart).onApplicationBootstrap();
    expect((await getFile(shop, `${smockKey}-400.avif`)).status).toBe(200);
    expect(await shop.dataSource.getRepository(Photo).countBy({ key: smockKey, owner: 'admin' })).toBe(1);
    const media = shop.app.get(MediaService);
    expect(await media.addDemoPhotos(await media.pathsInUse())).toBe(0);
  });
});

describe('the shipped demo photos', () => {
  it('are every photo the demo catalog names, and nothing else', () => {
    expect(new Set(demoCatalog.flatMap((product) => product.images))).toEqual(new Set(Object.keys(demoPhotos)));
    expect(readdirSync(DEMO_PHOTOS_DIR).sort()).toEqual(PHOTOS.flatMap((photo) => photoFiles(photo.key).map((file) => file.name)).sort());
  });
});
