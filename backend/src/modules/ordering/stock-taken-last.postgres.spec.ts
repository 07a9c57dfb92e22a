import type { QueryRunner } from 'typeorm';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';

jest.setTimeout(120_000);

/**
 * ADR 086: a checkout writes its own rows first and takes the units of a size and colour last, so
 * the row other checkouts of it wait for is held for the fewest statements. When the units go
 * between the stock read and that last step, the checkout is refused and leaves nothing behind.
 */
describe('a checkout that takes its units last', () => {
  let shop: TestApp;
  let rival: QueryRunner;

  beforeAll(async () => {
    shop = await createTestApp();
  });

  afterAll(async () => {
    if (rival && !rival.isReleased) await rival.release();
    await shop.close();
  });

  it('has written its order when it waits for the units, and is refused with nothing kept when another took them', async () => {
    const product = await insertProduct(shop.dataSource, { name: 'Kente Stole', price: '150.00', sizes: ['M'], colors: [], variants: [{ size: 'M', stock: 1 }] });
    const [variant] = product.variants;
    const body = { ...checkoutBody('taken-last', [{ productId: product.id, quantity: 1, price: '150.00', size: 'M' }]), email: 'taken.last@example.com' };

    const before = await writtenBy(shop);
    // Another transaction sells the last unit and has not committed: the checkout's stock read still finds it.
    rival = shop.dataSource.createQueryRunner();
    await rival.connect();
    await rival.startTransaction();
    await rival.query(`UPDATE product_variants SET stock = stock - 1 WHERE id = $1`, [variant.id]);

    const answer = shop.agent().post('/api/orders').send(body).then((response) => response);
    const waiting = await checkoutWaitingForUnits(shop);
    const held: { relation: string }[] = await shop.dataSource.query(
      `SELECT DISTINCT relation::regclass::text AS relation FROM pg_locks WHERE pid = $1 AND granted AND mode = 'RowExclusiveLock' AND relation IN ('orders'::regclass, 'webhook_events'::regclass)`,
      [waiting],
    );
    expect(held.map((lock) => lock.relation).sort()).toEqual(['orders', 'webhook_events']);

    await rival.commitTransaction();
    const refused = await answer;

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'Kente Stole (M) is sold out', variantId: variant.id, available: 0 });
    expect(await writtenBy(shop)).toEqual(before);
    const [{ stock }]: { stock: number }[] = await shop.dataSource.query(`SELECT stock FROM product_variants WHERE id = $1`, [variant.id]);
    expect(stock).toBe(0);
  });
});

/** The rows a checkout writes, counted. */
async function writtenBy(shop: TestApp): Promise<{ orders: number; messages: number; events: number }> {
  const [counts]: { orders: number; messages: number; events: number }[] = await shop.dataSource.query(
    `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM outbox_messages) AS messages, (SELECT count(*)::int FROM webhook_events) AS events`,
  );
  return counts;
}

/** The process id of the checkout once it waits for the variant's row lock. */
async function checkoutWaitingForUnits(shop: TestApp): Promise<number> {
  for (;;) {
    const [row]: { pid: number }[] = await shop.dataSource.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE product_variants v SET stock%'`,
    );
    if (row) return row.pid;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
