import { fromPesewas, orderTotals, toPesewas } from '@shop/rules';
import type { Agent } from 'supertest';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesOnOnePostgres } from '../../test-support/two-instances';

jest.setTimeout(300_000);

const PRICE = '85.50';
const STOCK = 10;

/**
 * Pay on delivery under concurrency, on two instances of the shop sharing one PostgreSQL (ADR 054):
 * checkouts racing for the last units never oversell and each order's total is the server's own;
 * confirmations and refusals sent to both instances at once take effect exactly once, and every
 * refused unit comes back.
 */
describe('pay on delivery on two instances sharing PostgreSQL', () => {
  const instances = twoInstancesOnOnePostgres();
  let shops: TestApp[];
  let admins: Agent[];

  beforeAll(async () => {
    shops = instances.shops;
    admins = [await signedInBrowser(shops[0], 'admin'), await signedInBrowser(shops[1], 'admin')];
  });

  async function stockOf(productId: string): Promise<number> {
    const [row]: { stock: number }[] = await shops[0].dataSource.query('SELECT coalesce(sum(stock), 0)::int AS stock FROM product_variants WHERE "productId" = $1', [productId]);
    return Number(row.stock);
  }

  async function token(orderId: string): Promise<string> {
    const [sms]: { text: string }[] = await shops[0].dataSource.query(`SELECT text FROM outbox_messages WHERE "orderId" = $1 AND kind = 'cod-placed' AND channel = 'sms'`, [orderId]);
    return sms.text.split('/confirm-order/')[1];
  }

  it('never oversells, keeps every total exact, and confirms and refuses each order exactly once', async () => {
    const product = await insertProduct(shops[0].dataSource, { price: PRICE, stock: STOCK, sizes: [] });
    const quantities = Array.from({ length: 16 }, (_, index) => 1 + (index % 2));
    const answers = await Promise.all(
      quantities.map((quantity, index) =>
        shops[index % 2]
          .agent()
          .post('/api/orders')
          .send({ ...checkoutBody(`cod-race-${index}`, [{ productId: product.id, quantity, price: PRICE }]), paymentMethod: 'cod', phone: `024 700 ${String(index).padStart(4, '0')}` }),
      ),
    );

    expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
    const placed = answers.flatMap((answer, index) => (answer.status === 201 ? [{ id: answer.body.id as string, total: answer.body.total as string, quantity: quantities[index] }] : []));
    const unitsPlaced = placed.reduce((sum, order) => sum + order.quantity, 0);
    expect(unitsPlaced).toBeLessThanOrEqual(STOCK);
    expect(unitsPlaced).toBeGreaterThanOrEqual(STOCK - 1); // the refused ones wanted more than was left
    expect(await stockOf(product.id)).toBe(STOCK - unitsPlaced);
    for (const order of placed) {
      const totals = orderTotals([{ unitPrice: toPesewas(PRICE), quantity: order.quantity }], 'standard');
      expect(order.total).toBe(fromPesewas(totals.total));
    }
    const [stored]: { sum: string; count: number }[] = await shops[0].dataSource.query(
      `SELECT sum(total)::text AS sum, count(*)::int AS count FROM orders WHERE "paymentMethod" = 'cod' AND "paymentStatus" = 'pending' AND "orderStatus" = 'ordered'`,
    );
    expect(stored.count).toBe(placed.length);
    expect(toPesewas(stored.sum)).toBe(placed.reduce((sum, order) => sum + toPesewas(order.total), 0));

    // Each link tapped on both instances at once: one confirmation, one message, one history line.
    await Promise.all(placed.flatMap(async (order) => {
      const link = await token(order.id);
      const both = await Promise.all(shops.map((shop) => shop.agent().post(`/api/orders/confirmations/${link}`)));
      expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    }));
    const [confirmed]: { orders: number; messages: number; lines: number }[] = await shops[0].dataSource.query(
      `SELECT (SELECT count(*)::int FROM orders WHERE "paymentMethod" = 'cod' AND "orderStatus" = 'confirmed') AS orders,
              (SELECT count(*)::int FROM outbox_messages WHERE kind = 'cod-confirmed') AS messages,
              (SELECT coalesce(sum(jsonb_array_length("payOnDelivery"->'history')), 0)::int FROM orders WHERE "paymentMethod" = 'cod') AS lines`,
    );
    expect(confirmed).toEqual({ orders: placed.length, messages: placed.length * 2, lines: placed.length });

    // Out for delivery, then every order refused at the door by staff on both instances at once.
    for (const order of placed) await admins[0].patch(`/api/admin/orders/${order.id}/status`).send({ status: 'out-for-delivery' }).expect(200);
    const refusals = await Promise.all(placed.flatMap((order) => admins.map((admin) => admin.post(`/api/admin/orders/${order.id}/pay-on-delivery/refuse`).send({}))));
    expect(refusals.filter((answer) => answer.status === 200)).toHaveLength(placed.length);
    expect(refusals.filter((answer) => answer.status === 409)).toHaveLength(placed.length);
    expect(await stockOf(product.id)).toBe(STOCK);
    const [refused]: { count: number }[] = await shops[0].dataSource.query(`SELECT count(*)::int AS count FROM orders WHERE "paymentStatus" = 'refused' AND "codRefusedAt" IS NOT NULL`);
    expect(refused.count).toBe(placed.length);
  });
});
