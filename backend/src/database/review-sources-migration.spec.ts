import { randomUUID } from 'node:crypto';
import { createTestApp, TestApp } from '../test-support/test-app';
import { ReviewSources1795642586279 } from './migrations/1795642586279-review-sources';

/** A database as the demo seed left it before reviews were stored with it, upgraded by the migration. */
describe('the review sources migration', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it("sets every product's rating and count to what its stored reviews add up to, claimed counts to 0", async () => {
    const migration = new ReviewSources1795642586279();
    const runner = shop.dataSource.createQueryRunner();
    try {
      await migration.down(runner);
      // Before: the seed's claims, and one real review of the second product.
      const ids: string[] = [];
      for (const name of ['Asante Kente Stole', 'Northern Smock', 'Krobo Beads']) {
        const [row]: { id: string }[] = await runner.query(`INSERT INTO products (name, price, category, rating, "reviewCount") VALUES ($1, 100, 'traditional', 4.90, 87) RETURNING id`, [name]);
        ids.push(row.id);
      }
      const [claimed, reviewed, hidden] = ids;
      for (const [productId, rating, approved] of [
        [reviewed, 5, true],
        [reviewed, 4, true],
        [hidden, 1, false],
      ] as const) {
        await runner.query(`INSERT INTO reviews ("orderId", "productId", "customerName", email, rating, comment, "isApproved") VALUES ($1, $2, 'Ama Mensah', 'ama@example.com', $3, 'A real review of it.', $4)`, [
          randomUUID(),
          productId,
          rating,
          approved,
        ]);
      }

      await migration.up(runner);
      const products: { id: string; rating: string; reviewCount: number }[] = await runner.query(`SELECT id, rating::text AS rating, "reviewCount" FROM products WHERE id = ANY($1::uuid[])`, [[claimed, reviewed, hidden]]);
      const byId = new Map(products.map((product) => [product.id, product]));
      expect(byId.get(claimed)).toMatchObject({ rating: '0.00', reviewCount: 0 });
      expect(byId.get(reviewed)).toMatchObject({ rating: '4.50', reviewCount: 2 });
      // An unpublished review counts for nothing.
      expect(byId.get(hidden)).toMatchObject({ rating: '0.00', reviewCount: 0 });
      // The reviews already stored came from orders.
      const sources: { source: string }[] = await runner.query(`SELECT DISTINCT source FROM reviews`);
      expect(sources).toEqual([{ source: 'order' }]);
      await expect(runner.query(`INSERT INTO reviews (source, "productId", "customerName", rating, comment) VALUES ('order', $1, 'No Order', 5, 'An order review with no order.')`, [claimed])).rejects.toThrow(/CHK_reviews_order_unless_demo/);
    } finally {
      await runner.release();
    }
  });
});
