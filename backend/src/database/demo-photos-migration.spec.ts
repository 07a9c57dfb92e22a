import { photoPath } from '@shop/rules';
import { createTestApp, TestApp } from '../test-support/test-app';
import { AddDemoPhotosAtStart } from '../modules/media/commands/add-demo-photos/add-demo-photos-at-start';
import { Photo } from '../modules/media/domain/photo.entity';
import { DemoPhotosAsMedia1795656154223 } from './migrations/1795656154223-demo-photos-as-media';
import { demoPhotos } from './seed/demo-photos';

/** A database the old code seeded, its demo products naming WebP files under /catalog-images, upgraded by the migration. */
describe('the demo photos migration', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('points every stored /catalog-images path at its shipped media photo, and the next start adds the photos', async () => {
    const front = demoPhotos['asante-kente-stole-gold-green-1'];
    const back = demoPhotos['asante-kente-stole-gold-green-2'];
    const migration = new DemoPhotosAsMedia1795656154223();
    // The embedded database takes one connection at a time: the migration's runner is released before the start.
    const migrate = async (direction: 'up' | 'down') => {
      const runner = shop.dataSource.createQueryRunner();
      try {
        await migration[direction](runner);
      } finally {
        await runner.release();
      }
    };
    const line = (image: string | null) => ({ productId: '00000000-0000-4000-8000-000000000001', name: 'Asante Kente Stole', price: '450.00', quantity: 1, size: null, color: 'Gold', image });
    const query = (sql: string, parameters: unknown[]) => shop.dataSource.query(sql, parameters);
    const [product]: { id: string }[] = await query(`INSERT INTO products (name, price, category, images) VALUES ('Asante Kente Stole', 450, 'traditional', $1) RETURNING id`, [
      ['/catalog-images/asante-kente-stole-gold-green-1-600.webp', '/catalog-images/gone-1-600.webp', '/catalog-images/asante-kente-stole-gold-green-2-600.webp'],
    ]);
    const [offer]: { id: string }[] = await query(
      `INSERT INTO supplier_products ("supplierId", "costPrice", "sellingPrice", "supplierProductName", "supplierImages") VALUES (gen_random_uuid(), 100, 112, 'Kente stole', $1) RETURNING id`,
      [['/catalog-images/asante-kente-stole-gold-green-1-400.webp']],
    );
    const [order]: { id: string }[] = await query(
      `INSERT INTO orders ("orderNumber", email, "firstName", "lastName", phone, "shippingAddress", items, subtotal, shipping, tax, total, "paymentMethod")
       VALUES ('KC-MIGRATED-1', 'ama@example.com', 'Ama', 'Mensah', '+233 24 123 4567', '{}', $1, 900, 0, 0, 900, 'momo') RETURNING id`,
      [JSON.stringify([line('/catalog-images/asante-kente-stole-gold-green-2-600.webp'), line(null)])],
    );
    const stored = async () => ({
      images: (await query(`SELECT images FROM products WHERE id = $1`, [product.id]))[0].images,
      supplierImages: (await query(`SELECT "supplierImages" FROM supplier_products WHERE id = $1`, [offer.id]))[0].supplierImages,
      items: (await query(`SELECT items FROM orders WHERE id = $1`, [order.id]))[0].items,
    });

    await migrate('up');
    // In their order; a path naming no shipped photo is left as it was.
    expect(await stored()).toEqual({
      images: [photoPath(front.key, front.placeholder), '/catalog-images/gone-1-600.webp', photoPath(back.key, back.placeholder)],
      supplierImages: [photoPath(front.key, front.placeholder)],
      items: [line(photoPath(back.key, back.placeholder)), line(null)],
    });

    // The next start copies the two photos into the store and makes them the shop's.
    await shop.app.get(AddDemoPhotosAtStart).onApplicationBootstrap();
    const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
    expect((await shop.dataSource.getRepository(Photo).find({ select: { key: true, owner: true } })).sort(byKey)).toEqual([front, back].map(({ key }) => ({ key, owner: 'admin' })).sort(byKey));
    for (const { key } of [front, back]) {
      const served = await shop.agent().get(`/media/${key}-400.avif`).expect(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    // Down: the 600 px WebP paths the old code stored and served.
    await migrate('down');
    expect(await stored()).toEqual({
      images: ['/catalog-images/asante-kente-stole-gold-green-1-600.webp', '/catalog-images/gone-1-600.webp', '/catalog-images/asante-kente-stole-gold-green-2-600.webp'],
      supplierImages: ['/catalog-images/asante-kente-stole-gold-green-1-600.webp'],
      items: [line('/catalog-images/asante-kente-stole-gold-green-2-600.webp'), line(null)],
    });
  });
});
