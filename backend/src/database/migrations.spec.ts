import { pendingSchemaChanges } from './schema-drift';
import { createTestApp, TestApp } from '../test-support/test-app';

describe('database migrations', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it('create every table the entities describe, so generating a migration would produce nothing', async () => {
    const { up } = await pendingSchemaChanges(shop.dataSource);
    expect(up).toEqual([]);
  });

  it('refuse negative stock at the database level', async () => {
    const [product]: { id: string }[] = await shop.dataSource.query(`INSERT INTO products (name, price, category) VALUES ('x', 1, 'modern') RETURNING id`);
    await expect(shop.dataSource.query(`INSERT INTO product_variants ("productId", stock) VALUES ($1, -1)`, [product.id])).rejects.toThrow(/CHK_product_variants_stock_not_negative/);
  });

  it('keep one variant per product, size and colour, a missing size or colour counting as one value', async () => {
    const [product]: { id: string }[] = await shop.dataSource.query(`INSERT INTO products (name, price, category) VALUES ('x', 1, 'modern') RETURNING id`);
    await shop.dataSource.query(`INSERT INTO product_variants ("productId", size, color, stock) VALUES ($1, NULL, NULL, 1), ($1, 'M', NULL, 1), ($1, 'M', 'Red', 1)`, [product.id]);
    for (const [size, color] of [
      [null, null],
      ['M', null],
      ['M', 'Red'],
    ]) {
      await expect(shop.dataSource.query(`INSERT INTO product_variants ("productId", size, color, stock) VALUES ($1, $2, $3, 1)`, [product.id, size, color])).rejects.toThrow(/UQ_product_variants_choice/);
    }
  });

  it('have a sessions table with sid, sess and expire', async () => {
    const columns = await shop.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'sessions' ORDER BY column_name`,
    );
    expect(columns.map((column: { column_name: string }) => column.column_name)).toEqual(['expire', 'sess', 'sid']);
  });
});
