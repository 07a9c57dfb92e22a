import { randomUUID } from 'node:crypto';
import type { Agent } from 'supertest';
import { eventually } from '../../test-support/eventually';
import { checkoutBody } from '../../test-support/fixtures';
import type { FakePaystack } from '../../test-support/fake-paystack';
import { approvedSupplier, publishedSupplierProduct } from '../../test-support/supplier-fixtures';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesWithPaystack } from '../../test-support/two-instances';

jest.setTimeout(300_000);

/**
 * Issue 34 on two instances of the shop sharing one PostgreSQL: payout runs pressed at once on both
 * (new runs and retries of one run) send each supplier exactly one transfer for what it is owed.
 */
describe('payout runs racing on two instances', () => {
  const instances = twoInstancesWithPaystack();
  let shops: TestApp[];
  let admins: Agent[];
  let fake: FakePaystack;
  beforeAll(() => ({ shops, admins, fake } = instances));

  it('pays each supplier once per round however many runs race, and each run retried pays nothing more', async () => {
    const suppliers = [];
    for (let index = 0; index < 3; index += 1) {
      const supplier = await approvedSupplier(shops[0], admins[0]);
      const { productId } = await publishedSupplierProduct(admins[0], supplier, 10 * (index + 1));
      await supplier.browser.put('/api/suppliers/payout-account').send({ type: 'mobile_money', bankCode: 'MTN', accountNumber: `024555010${index}` }).expect(200);
      suppliers.push({ ...supplier, productId, price: ['11.20', '22.40', '33.60'][index], cost: 10_00 * (index + 1) });
    }
    for (let round = 0; round < 4; round += 1) {
      const placed = (
        await shops[round % 2]
          .agent()
          .post('/api/orders')
          .send(checkoutBody(`payout-race-${round}`, suppliers.map((supplier) => ({ productId: supplier.productId, quantity: 2, price: supplier.price }))))
          .expect(201)
      ).body;
      await admins[round % 2].patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'delivered' }).expect(200);
      await eventually(() => shops[0].dataSource.query(`SELECT id FROM supplier_ledger_entries WHERE "orderId" = $1`, [placed.id]), (rows) => rows.length === 6);
      await shops[0].dataSource.query(`UPDATE supplier_ledger_entries SET "deliveredAt" = now() - interval '31 days' WHERE "orderId" = $1`, [placed.id]);

      const before = fake.transfers.transfers().length;
      const retried = randomUUID();
      const runs = [retried, retried, randomUUID(), retried, randomUUID(), randomUUID()];
      await Promise.all(runs.map((runId, index) => admins[index % 2].post('/api/admin/payouts/runs').send({ runId }).expect(200)));

      const sent = fake.transfers.transfers().slice(before);
      expect(sent.map((transfer) => transfer.amount).sort((a, b) => a - b)).toEqual([20_00, 40_00, 60_00]);
      expect(new Set(sent.map((transfer) => transfer.recipientCode)).size).toBe(3);
      for (const transfer of sent) {
        const [payout] = await eventually(() => shops[1].dataSource.query(`SELECT status, amount FROM supplier_payouts WHERE reference = $1`, [transfer.reference]), (rows) => rows[0]?.status === 'paid');
        expect(payout).toEqual({ status: 'paid', amount: transfer.amount });
      }
      const owed: { status: string; count: string }[] = await shops[0].dataSource.query(`SELECT status, count(*) FROM supplier_ledger_entries GROUP BY status`);
      expect(owed).toEqual([{ status: 'paid', count: String(6 * (round + 1)) }]);
    }
  });
});
