import { checkoutBody, insertProduct } from '../test-support/fixtures';
import { createTestApp, TestApp } from '../test-support/test-app';
import { EmbeddedDatabaseUpkeepJob } from './jobs/embedded-database-upkeep.job';

const UNPAID_ORDERS = 400;

/** The holdings' read as a checkout makes it (OrderRecords.lockAndSumHoldings), for its plan. */
const HOLDINGS_OF_ONE_SHOPPER = `EXPLAIN SELECT o.total FROM orders o
  WHERE o."paymentStatus" IN ('pending', 'failed') AND o."orderStatus" = 'ordered'
    AND (o."clientKey" = '198.51.100.7' OR o.email = 'shopper7@example.com' OR right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 9) = '240000007')`;

/** The embedded engine runs no autovacuum: the shop's upkeep does its work (ADR 085). */
describe("the embedded database's upkeep", () => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const upkeep = () => shop.app.get(EmbeddedDatabaseUpkeepJob).upkeep();
  const statsOf = async (table: string) => {
    await shop.dataSource.query('SELECT pg_stat_force_next_flush()');
    return ((await shop.dataSource.query(`SELECT c.reltuples, s.n_dead_tup::int AS dead, s.last_vacuum AS "lastVacuum" FROM pg_class c JOIN pg_stat_user_tables s ON s.relid = c.oid WHERE c.relname = $1`, [table])) as { reltuples: number; dead: number; lastVacuum: Date | null }[])[0];
  };

  it('analyses every table once, then only those that changed, and a checkout then reads only its own shopper’s unpaid orders', async () => {
    const product = await insertProduct(shop.dataSource, { price: '10.00', stock: 1000, sizes: [] });
    await shop.agent().post('/api/orders').send(checkoutBody('upkeep-first', [{ productId: product.id, quantity: 1, price: '10.00' }])).expect(201);
    const [tables]: { count: number }[] = await shop.dataSource.query(`SELECT count(*)::int AS count FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r'`);

    expect(await upkeep()).toHaveLength(tables.count);
    expect(await upkeep()).toEqual([]);

    // Unpaid orders of as many shoppers, each with their own address, e-mail and phone.
    await shop.dataSource.query(
      `INSERT INTO orders
       SELECT (jsonb_populate_record(NULL::orders, to_jsonb(o) || jsonb_build_object(
                 'id', gen_random_uuid(), 'orderNumber', 'UPKEEP-' || n, 'idempotencyKey', 'upkeep-' || n, 'trackingNumber', NULL,
                 'clientKey', '198.51.100.' || n, 'email', 'shopper' || n || '@example.com', 'phone', '+233 24 000 ' || lpad(n::text, 4, '0')))).*
         FROM orders o, generate_series(1, $1) n`,
      [UNPAID_ORDERS],
    );

    expect(await upkeep()).toEqual([{ table: 'orders', vacuum: false }]);
    expect((await statsOf('orders')).reltuples).toBe(UNPAID_ORDERS + 1);
    // Each key found through its own index, not every unpaid order read and filtered.
    const plan = (await shop.dataSource.query(HOLDINGS_OF_ONE_SHOPPER)).map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('BitmapOr');
    expect(plan.match(/Index Cond/g)).toHaveLength(3);
  });

  it('vacuums a table once a fifth of its rows are dead', async () => {
    await shop.dataSource.query(`UPDATE orders SET notes = 'changed' WHERE "orderNumber" LIKE 'UPKEEP-%' AND right("orderNumber", 1) IN ('0', '2', '4', '6', '8')`);
    expect((await statsOf('orders')).dead).toBeGreaterThan(100);

    expect(await upkeep()).toEqual([{ table: 'orders', vacuum: true }]);
    const after = await statsOf('orders');
    expect(after.dead).toBe(0);
    expect(after.lastVacuum).not.toBeNull();
  });
});
