import type { Agent } from 'supertest';
import { eventually } from '../../test-support/eventually';
import type { FakePaystack } from '../../test-support/fake-paystack';
import { checkoutBody, insertProduct } from '../../test-support/fixtures';
import type { TestApp } from '../../test-support/test-app';
import { twoInstancesWithPaystack } from '../../test-support/two-instances';
import { MomoRefundTransfers, refundTransferReference } from './momo-refund-transfers';

jest.setTimeout(300_000);

/**
 * Issue 34 on two instances sharing one PostgreSQL: a pay-on-delivery refund clicked at once on
 * both, and reconciled at once on both, reaches the shopper's wallet in exactly one transfer and is
 * counted off the order once.
 */
describe('pay-on-delivery refund transfers racing on two instances', () => {
  const instances = twoInstancesWithPaystack();
  let shops: TestApp[];
  let admins: Agent[];
  let fake: FakePaystack;
  beforeAll(() => ({ shops, admins, fake } = instances));
  beforeEach(() => Object.assign(fake.behaviour, { sendWebhooks: true, failTransfers: false }));

  /** A delivered order (paid through Paystack, then recorded as paid on delivery), one line returned and inspected. */
  async function inspectedCodReturn(round: string) {
    const shirt = await insertProduct(shops[0].dataSource, { name: `Fugu Shirt ${round}`, price: '50.00', sizes: [], colors: [], stock: 5 });
    const placed = (await shops[0].agent().post('/api/orders').send(checkoutBody(`refund-race-${round}`, [{ productId: shirt.id, quantity: 2, price: '50.00' }])).expect(201)).body;
    await fake.approve(placed.payment.reference);
    await eventually(() => shops[0].dataSource.query(`SELECT "paymentStatus" FROM orders WHERE id = $1`, [placed.id]), (rows) => rows[0].paymentStatus === 'paid');
    await admins[0].patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'delivered' }).expect(200);
    await shops[0].dataSource.query(`UPDATE orders SET "paymentMethod" = 'cod' WHERE id = $1`, [placed.id]);
    const started = (await shops[1].agent().post('/api/returns').send({ orderNumber: placed.orderNumber, contact: 'ama.mensah@example.com', reason: 'changed-mind', lines: [{ orderItemId: '0', quantity: 1 }] }).expect(201)).body;
    await admins[1].post(`/api/admin/returns/${started.id}/approve`).send({}).expect(200);
    await admins[0].post(`/api/admin/returns/${started.id}/receive`).expect(200);
    await admins[1].post(`/api/admin/returns/${started.id}/inspect`).send({ lines: [{ orderItemId: '0', resellable: true }] }).expect(200);
    return { orderId: placed.id as string, returnId: started.id as string, returnNumber: started.returnNumber as string, refund: started.refund as string };
  }
  const transfersFor = (returnNumber: string) => fake.transfers.transfers().filter((transfer) => transfer.reason === `Refund ${returnNumber}`);
  const refundedOf = async (orderId: string) => (await shops[1].dataSource.query(`SELECT refunded FROM orders WHERE id = $1`, [orderId]))[0].refunded;
  const reconcileOnBoth = () => Promise.all(shops.flatMap((shop) => [0, 1, 2].map(() => shop.app.get(MomoRefundTransfers).reconcile())));

  it('six clicks on two instances send one transfer, settled once', async () => {
    const { orderId, returnId, returnNumber, refund } = await inspectedCodReturn('clicks');
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((index) => admins[index % 2].post(`/api/admin/returns/${returnId}/refund`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    await eventually(() => shops[1].dataSource.query(`SELECT status FROM returns WHERE id = $1`, [returnId]), (rows) => rows[0].status === 'refunded');
    expect(transfersFor(returnNumber).map((transfer) => transfer.amount)).toEqual([Math.round(Number(refund) * 100)]);
    expect(Number(await refundedOf(orderId))).toBe(Number(refund));
  });

  it('a transfer no webhook reported, reconciled six times at once on two instances, is settled once', async () => {
    const { orderId, returnId, returnNumber, refund } = await inspectedCodReturn('silent');
    fake.behaviour.sendWebhooks = false;
    await admins[0].post(`/api/admin/returns/${returnId}/refund`).expect(200);
    await eventually(() => Promise.resolve(transfersFor(returnNumber)), (sent) => sent[0]?.status === 'success');
    await shops[0].dataSource.query(`UPDATE returns SET "refundSendingAt" = now() - interval '3 minutes' WHERE id = $1`, [returnId]);
    await reconcileOnBoth();
    const [row] = await shops[1].dataSource.query(`SELECT status, "refundStatus", timeline FROM returns WHERE id = $1`, [returnId]);
    expect(row).toMatchObject({ status: 'refunded', refundStatus: 'sent' });
    expect(row.timeline.filter((step: { event: string }) => step.event === 'refund-sent')).toHaveLength(1);
    expect(transfersFor(returnNumber)).toHaveLength(1);
    expect(Number(await refundedOf(orderId))).toBe(Number(refund));
  });

  it('a transfer Paystack never had, reconciled six times at once on two instances, is sent once', async () => {
    const { orderId, returnId, returnNumber, refund } = await inspectedCodReturn('never-sent');
    const reference = refundTransferReference();
    await shops[0].dataSource.query(`UPDATE returns SET "refundStatus" = 'sending', "refundVia" = 'momo-transfer', "refundReference" = $2, "refundSendingAt" = now() - interval '3 minutes' WHERE id = $1`, [returnId, reference]);
    await reconcileOnBoth();
    expect(transfersFor(returnNumber).map((transfer) => transfer.reference)).toEqual([reference]);
    await eventually(() => refundedOf(orderId), (refunded) => Number(refunded) === Number(refund));
    expect((await shops[1].dataSource.query(`SELECT status FROM returns WHERE id = $1`, [returnId]))[0].status).toBe('refunded');
  });
});
