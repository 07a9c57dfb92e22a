import { discountedTotals, fromPesewas, shippingFee, toPesewas } from '@shop/rules';
import type { Agent } from 'supertest';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesOnOnePostgres } from '../../test-support/two-instances';

jest.setTimeout(300_000);

const ROUNDS = 12;

/**
 * ADR 061: a code's uses are counted in the order's transaction. Two shoppers check out at the same
 * moment for the last use of a code, each through its own instance of the shop on one PostgreSQL:
 * exactly one order gets it, the other is refused with 409 naming the code, and the count is exact.
 */
describe('the last use of a limited code under two concurrent checkouts on two instances', () => {
  const instances = twoInstancesOnOnePostgres();
  let shops: TestApp[];
  let admin: Agent;
  let product: { id: string };

  beforeAll(async () => {
    shops = instances.shops;
    admin = await signedInBrowser(shops[0], 'admin');
    product = await insertProduct(shops[0].dataSource, { name: 'Kente Stole', price: '120.00', category: 'accessories', stock: 1000 });
  });

  it('goes to exactly one of them, every round, and the other hears the code is used up', async () => {
    const subtotal = toPesewas('120.00');
    const totals = discountedTotals(subtotal, shippingFee(subtotal, 'standard'), { subtotalDiscount: 20_00, freeDelivery: false });
    for (let round = 1; round <= ROUNDS; round += 1) {
      const code = `LAST${round}`;
      // Two uses, one already taken: the race is for the last.
      const created = await admin.post('/api/admin/promotions').send({ code, name: `Last use ${round}`, kind: 'fixed', amountOff: '20.00', maxUses: 2 }).expect(201);
      const checkout = (shopper: number) => ({
        ...checkoutBody(`last-use-${round}-${shopper}`, [{ productId: product.id, quantity: 1, price: '120.00' }]),
        email: `shopper${round}-${shopper}@example.com`,
        phone: `+233 24 ${String(round).padStart(3, '0')} ${String(1000 + shopper)}`,
        promoCode: code,
        discount: fromPesewas(totals.discount),
        tax: fromPesewas(totals.tax),
        total: fromPesewas(totals.total),
      });
      await shops[0].agent().post('/api/orders').send(checkout(0)).expect(201);

      const answers = await Promise.all([shops[0].agent().post('/api/orders').send(checkout(1)), shops[1].agent().post('/api/orders').send(checkout(2))]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body).toMatchObject({ promoCode: code, reason: 'used-up' });
      expect(refused.body.message).toContain(code);
      const [{ uses }]: { uses: number }[] = await shops[1].dataSource.query(`SELECT uses FROM promotions WHERE id = $1`, [created.body.id]);
      const [{ count }]: { count: number }[] = await shops[1].dataSource.query(`SELECT count(*)::int AS count FROM promotion_uses WHERE "promotionId" = $1`, [created.body.id]);
      const [{ orders }]: { orders: number }[] = await shops[1].dataSource.query(`SELECT count(*)::int AS orders FROM orders WHERE discounts @> $1::jsonb`, [JSON.stringify([{ code }])]);
      expect({ uses, count, orders }).toEqual({ uses: 2, count: 2, orders: 2 });
    }
  });
});
