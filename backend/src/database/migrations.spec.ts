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
    await expect(
      shop.dataSource.query(`INSERT INTO products (name, price, category, stock) VALUES ('x', 1, 'modern', -1)`),
    ).rejects.toThrow(/CHK_products_stock_not_negative/);
  });

  it('have a sessions table with sid, sess and expire', async () => {
    const columns = await shop.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'sessions' ORDER BY column_name`,
    );
    expect(columns.map((column: { column_name: string }) => column.column_name)).toEqual(['expire', 'sess', 'sid']);
  });
});
