import { PhotoStore } from './photo-store';

/**
 * What every photo store must do, run against each real one (disk folder, S3-protocol server):
 * the same spec, so the bucket behaves exactly as the folder the tests of the app run on.
 */
export function describePhotoStore(name: string, open: () => Promise<{ store: PhotoStore; close: () => Promise<void> }>): void {
  describe(`the ${name} photo store`, () => {
    let store: PhotoStore;
    let close: () => Promise<void>;

    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(() => close?.());

    const key = (suffix: string) => `${'0123456789abcdef0123456789abcdef'.slice(0, 32 - suffix.length)}${suffix}`;

    it('gives back exactly the bytes and type it was given', async () => {
      const body = Buffer.from(Array.from({ length: 70_000 }, (_, index) => index % 251));
      await store.put({ name: `${key('a1')}-400.avif`, contentType: 'image/avif', body });
      await store.put({ name: `${key('a1')}-400.webp`, contentType: 'image/webp', body: Buffer.from('webp bytes') });
      await store.put({ name: `${key('a1')}-600.jpg`, contentType: 'image/jpeg', body: Buffer.from('jpeg bytes') });
      expect(await store.get(`${key('a1')}-400.avif`)).toEqual({ body, contentType: 'image/avif' });
      expect(await store.get(`${key('a1')}-400.webp`)).toEqual({ body: Buffer.from('webp bytes'), contentType: 'image/webp' });
      expect(await store.get(`${key('a1')}-600.jpg`)).toEqual({ body: Buffer.from('jpeg bytes'), contentType: 'image/jpeg' });
    });

    it('answers null for a file it does not have', async () => {
      expect(await store.get(`${key('b2')}-300.webp`)).toBeNull();
    });

    it('writes a name again without complaint (the same photo uploaded twice)', async () => {
      await store.put({ name: `${key('c3')}-300.webp`, contentType: 'image/webp', body: Buffer.from('first') });
      await store.put({ name: `${key('c3')}-300.webp`, contentType: 'image/webp', body: Buffer.from('first') });
      expect((await store.get(`${key('c3')}-300.webp`))?.body).toEqual(Buffer.from('first'));
    });

    it('deletes the files named, leaves the others, and takes names already gone', async () => {
      await store.put({ name: `${key('d4')}-300.webp`, contentType: 'image/webp', body: Buffer.from('one') });
      await store.put({ name: `${key('d4')}-400.webp`, contentType: 'image/webp', body: Buffer.from('two') });
      await store.put({ name: `${key('e5')}-300.webp`, contentType: 'image/webp', body: Buffer.from('kept') });
      await store.delete([`${key('d4')}-300.webp`, `${key('d4')}-400.webp`, `${key('f6')}-300.webp`]);
      expect(await store.get(`${key('d4')}-300.webp`)).toBeNull();
      expect(await store.get(`${key('d4')}-400.webp`)).toBeNull();
      expect((await store.get(`${key('e5')}-300.webp`))?.body).toEqual(Buffer.from('kept'));
      await store.delete([]);
    });
  });
}
