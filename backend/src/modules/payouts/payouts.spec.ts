import { discountedTotals, fromPesewas, shippingFee, toPesewas } from '@shop/rules';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Agent } from 'supertest';
import { eventually } from '../../test-support/eventually';
import { checkoutBody, insertProduct, signedInBrowser } from '../../test-support/fixtures';
import { FakePaystack, startFakePaystack } from '../../test-support/fake-paystack';
import { ApprovedSupplier, approvedSupplier, publishedSupplierProduct, registeredSupplier } from '../../test-support/supplier-fixtures';
import { createTestApp, TestApp } from '../../test-support/test-app';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { SANDBOX_UNKNOWN_ACCOUNT } from '../payments/test-mode/paystack-sandbox';
import { ReconcilePayoutsHandler } from './commands/reconcile-payouts.handler';
import { orderItemId } from './domain/payout-rules';
import { PayoutLedger } from './payout-ledger';

jest.setTimeout(120_000);

let checkouts = 0;

describe('supplier payouts: the ledger, payout accounts, runs through Paystack Transfers (ADR 070)', () => {
  let fake: FakePaystack;
  let shop: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    fake = await startFakePaystack();
    shop = await createTestApp({ payments: fake.paymentsConfig() });
    await shop.app.listen(0, '127.0.0.1');
    fake.webhookTarget = `http://127.0.0.1:${(shop.app.getHttpServer().address() as AddressInfo).port}/api/payments/paystack/webhook`;
    admin = await signedInBrowser(shop, 'admin');
  });
  afterAll(async () => {
    await shop?.close();
    await fake?.close();
  });
  beforeEach(() => Object.assign(fake.behaviour, { sendWebhooks: true, failTransfers: false }));

  /** Places an order of these lines (a promo code's discount as the shopper saw it) and has staff deliver it. */
  async function deliveredOrder(lines: { productId: string; quantity: number; price: string }[], promo?: { code: string; subtotalDiscount: number }): Promise<{ id: string; orderNumber: string }> {
    checkouts += 1;
    let body: Record<string, unknown> = checkoutBody(`payout-checkout-${checkouts}`, lines);
    if (promo) {
      const subtotal = lines.reduce((sum, line) => sum + toPesewas(line.price) * line.quantity, 0);
      const totals = discountedTotals(subtotal, shippingFee(subtotal, 'standard'), { subtotalDiscount: promo.subtotalDiscount, freeDelivery: false });
      body = { ...body, promoCode: promo.code, subtotal: fromPesewas(totals.subtotal), shipping: fromPesewas(totals.shipping), discount: fromPesewas(totals.discount), tax: fromPesewas(totals.tax), total: fromPesewas(totals.total) };
    }
    const placed = (await shop.agent().post('/api/orders').send(body).expect(201)).body;
    await admin.patch(`/api/admin/orders/${placed.id}/status`).send({ status: 'delivered' }).expect(200);
    return { id: placed.id, orderNumber: placed.orderNumber };
  }

  const ledger = (orderId: string) =>
    shop.dataSource.query(`SELECT "supplierId", kind, unit, amount, status, "holdDays", "orderItemId", "payoutId" FROM supplier_ledger_entries WHERE "orderId" = $1 ORDER BY "orderItemId", unit`, [orderId]) as Promise<
      { supplierId: string; kind: string; unit: number; amount: number; status: string; holdDays: number; orderItemId: string; payoutId: string | null }[]
    >;
  const ledgerOf = (orderId: string, rows: number) => eventually(() => ledger(orderId), (found) => found.length === rows);
  /** Time cannot pass in a test: the delivery moves back instead, on the order and its ledger rows. */
  async function deliveredDaysAgo(orderId: string, days: number): Promise<void> {
    await shop.dataSource.query(`UPDATE orders SET "deliveredAt" = now() - $2 * interval '1 day' WHERE id = $1`, [orderId, days]);
    await shop.dataSource.query(`UPDATE supplier_ledger_entries SET "deliveredAt" = now() - $2 * interval '1 day' WHERE "orderId" = $1 AND kind = 'unit'`, [orderId, days]);
  }
  const earnings = async (supplier: ApprovedSupplier) => (await supplier.browser.get('/api/suppliers/earnings').expect(200)).body;
  const run = async (runId: string = randomUUID()) => (await admin.post('/api/admin/payouts/runs').send({ runId }).expect(200)).body;
  const payout = (reference: string) => shop.dataSource.query(`SELECT status, amount FROM supplier_payouts WHERE reference = $1`, [reference]).then((rows: { status: string; amount: number }[]) => rows[0]);
  const settledAs = (reference: string, status: string) => eventually(() => payout(reference), (found) => found?.status === status);

  async function supplierWithAccount(costs: number[], fields: Record<string, unknown> = {}) {
    const supplier = await approvedSupplier(shop, admin, fields);
    const products = [];
    for (const cost of costs) products.push(await publishedSupplierProduct(admin, supplier, cost));
    await supplier.browser.put('/api/suppliers/payout-account').send({ type: 'mobile_money', bankCode: 'MTN', accountNumber: '024 123 4567' }).expect(200);
    return { supplier, products };
  }

  it("writes one row per delivered unit at the supplier's published cost: neither a promo code nor a staff sale price lowers it", async () => {
    const supplier = await approvedSupplier(shop, admin);
    const stole = await publishedSupplierProduct(admin, supplier, 100);
    const scarf = await publishedSupplierProduct(admin, supplier, 45.5);
    const ownBrand = await insertProduct(shop.dataSource, { price: '60.00', sizes: [], stock: 10 });
    await admin.post('/api/admin/promotions').send({ code: 'PAYOUT10', name: 'Ten off', kind: 'percentage', percentOff: 10 }).expect(201);

    // 2 x 112.00 + 50.96 + 60.00 = 334.96; 10% off is 33.50 (33.496 half up).
    const order = await deliveredOrder(
      [
        { productId: stole.productId, quantity: 2, price: '112.00' },
        { productId: scarf.productId, quantity: 1, price: '50.96' },
        { productId: ownBrand.id, quantity: 1, price: '60.00' },
      ],
      { code: 'PAYOUT10', subtotalDiscount: 33_50 },
    );
    const rows = await ledgerOf(order.id, 3);
    expect(rows.map(({ supplierId, kind, unit, amount, status, holdDays, orderItemId: item }) => ({ supplierId, kind, unit, amount, status, holdDays, item }))).toEqual([
      { supplierId: supplier.id, kind: 'unit', unit: 1, amount: 100_00, status: 'open', holdDays: 30, item: orderItemId(order.id, 0) },
      { supplierId: supplier.id, kind: 'unit', unit: 2, amount: 100_00, status: 'open', holdDays: 30, item: orderItemId(order.id, 0) },
      { supplierId: supplier.id, kind: 'unit', unit: 1, amount: 45_50, status: 'open', holdDays: 30, item: orderItemId(order.id, 1) },
    ]);

    // Staff put the stole on sale at 99.00: the shop gives that discount, the supplier is still owed 100.00.
    await admin.patch(`/api/admin/products/${stole.productId}`).send({ price: '99.00' }).expect(200);
    const onSale = await deliveredOrder([{ productId: stole.productId, quantity: 1, price: '99.00' }]);
    expect((await ledgerOf(onSale.id, 1))[0].amount).toBe(100_00);

    // Delivered again after a slip back to shipped: the units are written once.
    await admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'shipped' }).expect(200);
    await admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'delivered' }).expect(200);
    await shop.app.get(PayoutLedger).recordDelivered(order.id);
    expect(await ledger(order.id)).toHaveLength(3);
  });

  it("is pending until both the 14-day return window and the supplier's payment terms have passed, then payable", async () => {
    const { supplier, products } = await supplierWithAccount([100]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 1, price: '112.00' }]);
    await ledgerOf(order.id, 1);
    expect(await earnings(supplier)).toMatchObject({ pending: 100_00, payable: 0, paid: 0, paymentTermsDays: 30 });

    await deliveredDaysAgo(order.id, 29);
    expect((await earnings(supplier)).pending).toBe(100_00);
    await deliveredDaysAgo(order.id, 31);
    const due = await earnings(supplier);
    expect(due).toMatchObject({ pending: 0, payable: 100_00 });
    expect(due.unpaid).toEqual([expect.objectContaining({ orderReference: `GH-…-${order.orderNumber.slice(-4)}`, amount: 100_00, status: 'payable' })]);
    // The whole number opens the order's public tracking (the shopper's name and address): a supplier never gets it.
    expect(JSON.stringify(due)).not.toContain(order.orderNumber);

    // Terms shorter than the return window wait for the window; longer ones for the terms.
    const quick = await supplierWithAccount([20]);
    await shop.dataSource.query(`UPDATE suppliers SET "paymentTerms" = '7_days' WHERE id = $1`, [quick.supplier.id]);
    const quickOrder = await deliveredOrder([{ productId: quick.products[0].productId, quantity: 1, price: '22.40' }]);
    expect((await ledgerOf(quickOrder.id, 1))[0].holdDays).toBe(14);
    await deliveredDaysAgo(quickOrder.id, 13);
    expect(await earnings(quick.supplier)).toMatchObject({ pending: 20_00, payable: 0 });
    await deliveredDaysAgo(quickOrder.id, 15);
    expect(await earnings(quick.supplier)).toMatchObject({ pending: 0, payable: 20_00 });
  });

  it('checks a payout account with Paystack and registers it as a transfer recipient', async () => {
    const supplier = await approvedSupplier(shop, admin);
    // None yet is a normal state, not a failed request in the portal's console.
    expect((await supplier.browser.get('/api/suppliers/payout-account').expect(200)).body).toEqual({ account: null });
    const networks = (await supplier.browser.get('/api/suppliers/payout-banks?type=mobile_money').expect(200)).body;
    expect(networks.map((bank: { code: string }) => bank.code)).toEqual(['MTN', 'VOD', 'ATL']);
    await supplier.browser.get('/api/suppliers/payout-banks?type=paypal').expect(400);

    const put = (body: object) => supplier.browser.put('/api/suppliers/payout-account').send(body);
    expect((await put({ type: 'mobile_money', bankCode: 'MTN', accountNumber: '12345' }).expect(400)).body.fields).toHaveProperty('accountNumber');
    expect((await put({ type: 'mobile_money', bankCode: 'XYZ', accountNumber: '0241234567' }).expect(400)).body.fields).toHaveProperty('bankCode');
    expect((await put({ type: 'ghipss', bankCode: '040100', accountNumber: SANDBOX_UNKNOWN_ACCOUNT }).expect(400)).body.fields.accountNumber[0]).toContain('GCB Bank');
    expect((await put({ type: 'cash', bankCode: 'MTN', accountNumber: '0241234567' }).expect(400)).body.fields).toHaveProperty('type');
    expect((await supplier.browser.get('/api/suppliers/payout-account').expect(200)).body).toEqual({ account: null });

    const saved = (await put({ type: 'mobile_money', bankCode: 'VOD', accountNumber: '+233 20 765 4321' }).expect(200)).body;
    expect(saved).toMatchObject({ type: 'mobile_money', bankCode: 'VOD', bankName: 'Telecel Cash', accountNumber: '020•••4321', accountName: 'TEST ACCOUNT 4321' });
    expect((await supplier.browser.get('/api/suppliers/payout-account').expect(200)).body).toEqual({ account: saved });
    const [{ recipientCode }] = await shop.dataSource.query(`SELECT "recipientCode" FROM supplier_payout_accounts WHERE "supplierId" = $1`, [supplier.id]);
    expect(fake.transfers.recipient(recipientCode)).toMatchObject({ type: 'mobile_money', accountNumber: '0207654321', bankCode: 'VOD', name: 'TEST ACCOUNT 4321' });

    const bank = (await put({ type: 'ghipss', bankCode: '040100', accountNumber: '1441000123456' }).expect(200)).body;
    expect(bank).toMatchObject({ type: 'ghipss', bankName: 'GCB Bank', accountNumber: '144•••3456' });

    // Only an approved supplier adds one.
    const applicant = (await registeredSupplier(shop)).browser;
    await applicant.put('/api/suppliers/payout-account').send({ type: 'mobile_money', bankCode: 'MTN', accountNumber: '0241234567' }).expect(403);
  });

  it('pays each supplier what is payable in one transfer; the webhook marks it paid; a retried run or a repeated webhook pays nothing twice', async () => {
    const paid = await supplierWithAccount([100, 30]);
    const noAccount = await approvedSupplier(shop, admin);
    const noAccountProduct = await publishedSupplierProduct(admin, noAccount, 10);
    const order = await deliveredOrder([
      { productId: paid.products[0].productId, quantity: 2, price: '112.00' },
      { productId: paid.products[1].productId, quantity: 1, price: '33.60' },
      { productId: noAccountProduct.productId, quantity: 1, price: '11.20' },
    ]);
    await ledgerOf(order.id, 4);
    await deliveredDaysAgo(order.id, 31);

    const listed = (await admin.get('/api/admin/payouts').expect(200)).body;
    expect(listed.transfersAvailable).toBe(true);
    expect(listed.suppliers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ supplierId: paid.supplier.id, payable: 230_00, units: 3, destination: 'MTN Mobile Money 024•••4567', payoutOnItsWay: false }),
        expect.objectContaining({ supplierId: noAccount.id, payable: 10_00, destination: null }),
      ]),
    );

    const runId = randomUUID();
    const first = await run(runId);
    const mine = first.payouts.filter((entry: { supplierId: string }) => entry.supplierId === paid.supplier.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ amount: 230_00, destination: 'MTN Mobile Money 024•••4567' });
    expect(first.skipped).toEqual(expect.arrayContaining([{ supplierId: noAccount.id, businessName: expect.any(String), reason: 'no-payout-account' }]));
    const reference = mine[0].reference as string;
    expect(fake.transfers.transfer(reference)).toMatchObject({ amount: 230_00, status: 'success' });
    await settledAs(reference, 'paid');
    expect((await ledger(order.id)).filter((row) => row.supplierId === paid.supplier.id).map((row) => row.status)).toEqual(['paid', 'paid', 'paid']);

    const sent = fake.transfers.transfers().length;
    const retried = await run(runId);
    expect(retried.payouts.find((entry: { reference: string }) => entry.reference === reference)).toMatchObject({ status: 'paid', amount: 230_00 });
    await run();
    expect(fake.transfers.transfers().length).toBe(sent);

    expect(await fake.transfers.replayTransfer(reference, 3)).toEqual([200, 200, 200]);
    expect(await payout(reference)).toEqual({ status: 'paid', amount: 230_00 });
    const seen = await earnings(paid.supplier);
    expect(seen).toMatchObject({ pending: 0, payable: 0, inPayout: 0, paid: 230_00 });
    expect(seen.payouts).toEqual([
      expect.objectContaining({ reference, amount: 230_00, status: 'paid', units: [expect.objectContaining({ orderReference: `GH-…-${order.orderNumber.slice(-4)}`, amount: 100_00, status: 'paid' }), expect.anything(), expect.anything()] }),
    ]);
  });

  it('returns the rows of a failed or reversed transfer to payable, and pays them in a later run', async () => {
    const { supplier, products } = await supplierWithAccount([50]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 2, price: '56.00' }]);
    await ledgerOf(order.id, 2);
    await deliveredDaysAgo(order.id, 40);

    fake.behaviour.failTransfers = true;
    const failed = (await run()).payouts.find((entry: { supplierId: string }) => entry.supplierId === supplier.id);
    await settledAs(failed.reference, 'failed');
    expect(await earnings(supplier)).toMatchObject({ payable: 100_00, inPayout: 0, paid: 0 });
    expect((await ledger(order.id)).map((row) => [row.status, row.payoutId])).toEqual([['open', null], ['open', null]]);

    fake.behaviour.failTransfers = false;
    const second = (await run()).payouts.find((entry: { supplierId: string }) => entry.supplierId === supplier.id);
    expect(second.reference).not.toBe(failed.reference);
    await settledAs(second.reference, 'paid');
    expect(await earnings(supplier)).toMatchObject({ payable: 0, paid: 100_00 });

    // Paystack takes it back afterwards: owed again.
    await fake.transfers.reverseTransfer(second.reference);
    await settledAs(second.reference, 'reversed');
    expect(await earnings(supplier)).toMatchObject({ payable: 100_00, paid: 0 });
  });

  it('fails a transfer Paystack refuses outright (a recipient it no longer knows): its rows are payable again', async () => {
    const { supplier, products } = await supplierWithAccount([10]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 1, price: '11.20' }]);
    await ledgerOf(order.id, 1);
    await deliveredDaysAgo(order.id, 31);
    await shop.dataSource.query(`UPDATE supplier_payout_accounts SET "recipientCode" = 'RCP_gone' WHERE "supplierId" = $1`, [supplier.id]);
    const refused = (await run()).payouts.find((entry: { supplierId: string }) => entry.supplierId === supplier.id);
    expect(refused).toMatchObject({ status: 'failed', detail: 'Paystack refused the transfer: Recipient specified is invalid' });
    expect(fake.transfers.transfer(refused.reference)).toBeNull();
    expect(await earnings(supplier)).toMatchObject({ payable: 10_00, inPayout: 0 });
  });

  it('asks Paystack about a transfer whose webhook never came', async () => {
    const { supplier, products } = await supplierWithAccount([10]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 1, price: '11.20' }]);
    await ledgerOf(order.id, 1);
    await deliveredDaysAgo(order.id, 31);
    fake.behaviour.sendWebhooks = false;
    const silent = (await run()).payouts.find((entry: { supplierId: string }) => entry.supplierId === supplier.id);
    expect(await payout(silent.reference)).toEqual({ status: 'pending', amount: 10_00 });
    expect(await earnings(supplier)).toMatchObject({ inPayout: 10_00 });

    // Too early: left alone; once silent for long enough: verified and settled.
    await shop.app.get(ReconcilePayoutsHandler).execute();
    expect((await payout(silent.reference)).status).toBe('pending');
    await shop.dataSource.query(`UPDATE supplier_payouts SET "updatedAt" = now() - interval '11 minutes' WHERE reference = $1`, [silent.reference]);
    await shop.app.get(ReconcilePayoutsHandler).execute();
    expect(await payout(silent.reference)).toEqual({ status: 'paid', amount: 10_00 });
    expect(await earnings(supplier)).toMatchObject({ inPayout: 0, paid: 10_00 });
  });

  it('writes the units of a delivered order whose listener never ran when the ledger sweeps, once however often it sweeps', async () => {
    const { products } = await supplierWithAccount([100]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 2, price: '112.00' }]);
    await ledgerOf(order.id, 2);
    // As the ledger stands when the process died between the delivery's commit and the listener.
    await shop.dataSource.query(`DELETE FROM supplier_ledger_entries WHERE "orderId" = $1`, [order.id]);
    await shop.dataSource.query(`DELETE FROM supplier_ledger_orders WHERE "orderId" = $1`, [order.id]);
    const sweep = () => shop.app.get(PayoutLedger).sweepDelivered();
    // A delivery this recent is the listener's to record.
    await sweep();
    expect(await ledger(order.id)).toEqual([]);
    await shop.dataSource.query(`UPDATE orders SET "deliveredAt" = now() - interval '5 minutes' WHERE id = $1`, [order.id]);
    await Promise.all([sweep(), sweep()]);
    expect((await ledger(order.id)).map((row) => [row.kind, row.unit, row.status])).toEqual([
      ['unit', 1, 'open'],
      ['unit', 2, 'open'],
    ]);
    expect(await sweep()).toBe(0);
  });

  it('takes a unit off the ledger when staff receive its return (ADR 069), once however often the parcel is marked', async () => {
    const { supplier, products } = await supplierWithAccount([100]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 2, price: '112.00' }]);
    await ledgerOf(order.id, 2);
    // A return needs a paid order; paying is the payments specs' business.
    await shop.dataSource.query(`UPDATE orders SET "paymentStatus" = 'paid' WHERE id = $1`, [order.id]);
    const started = (
      await shop.agent().post('/api/returns').send({ orderNumber: order.orderNumber, contact: 'ama.mensah@example.com', reason: 'changed-mind', lines: [{ orderItemId: '0', quantity: 1 }] }).expect(201)
    ).body;
    await admin.post(`/api/admin/returns/${started.id}/approve`).send({}).expect(200);
    await admin.post(`/api/admin/returns/${started.id}/receive`).expect(200);
    await admin.post(`/api/admin/returns/${started.id}/receive`).expect(409);

    const rows = await eventually(() => ledger(order.id), (found) => found.some((row) => row.status === 'reversed'));
    expect(rows.map((row) => row.status).sort()).toEqual(['open', 'reversed']);
    expect(await earnings(supplier)).toMatchObject({ pending: 100_00 });
  });

  it('reverses returned units: unpaid ones are owed no more, a paid one comes off the next payout; the same return twice changes nothing', async () => {
    const { supplier, products } = await supplierWithAccount([100]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 3, price: '112.00' }]);
    await ledgerOf(order.id, 3);
    const ledgerService = shop.app.get(PayoutLedger);
    const item = orderItemId(order.id, 0);

    expect(await ledgerService.reverseReturnedUnits(item, 1, 'return-1')).toEqual({ reversed: 1, adjusted: 0 });
    expect(await ledgerService.reverseReturnedUnits(item, 1, 'return-1')).toEqual({ reversed: 0, adjusted: 0 });
    expect(await earnings(supplier)).toMatchObject({ pending: 200_00 });

    await deliveredDaysAgo(order.id, 31);
    const paid = (await run()).payouts.find((entry: { supplierId: string }) => entry.supplierId === supplier.id);
    expect(paid.amount).toBe(200_00);
    await settledAs(paid.reference, 'paid');

    // A paid unit comes back: an adjustment of minus its cost waits for the next payout.
    expect(await ledgerService.reverseReturnedUnits(item, 5, 'return-2')).toEqual({ reversed: 0, adjusted: 2 });
    expect(await earnings(supplier)).toMatchObject({ payable: -200_00, paid: 200_00 });
    const owedNothing = await run();
    expect(owedNothing.payouts.filter((entry: { supplierId: string }) => entry.supplierId === supplier.id)).toEqual([]);

    // The next delivery nets it.
    const next = await deliveredOrder([{ productId: products[0].productId, quantity: 3, price: '112.00' }]);
    await ledgerOf(next.id, 3);
    await deliveredDaysAgo(next.id, 31);
    const netted = (await run()).payouts.find((entry: { supplierId: string }) => entry.supplierId === supplier.id);
    expect(netted.amount).toBe(100_00);
    await settledAs(netted.reference, 'paid');
    expect(await earnings(supplier)).toMatchObject({ payable: 0, paid: 300_00 });
  });

  it('takes back the units of a delivered order staff move back and cancel', async () => {
    const { supplier, products } = await supplierWithAccount([40]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 2, price: '44.80' }]);
    await ledgerOf(order.id, 2);
    // Delivered, its items are with the customer: it is cancelled only once moved back (ADR 043).
    await admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'cancelled', reason: 'Lost in transit' }).expect(409);
    await admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'out-for-delivery' }).expect(200);
    await admin.patch(`/api/admin/orders/${order.id}/status`).send({ status: 'cancelled', reason: 'Lost in transit' }).expect(200);
    await eventually(() => ledger(order.id), (rows) => rows.every((row) => row.status === 'reversed'));
    expect((await ledger(order.id)).map((row) => row.status)).toEqual(['reversed', 'reversed']);
    expect(await earnings(supplier)).toMatchObject({ pending: 0, payable: 0 });
  });

  it("moves an order's open units back in time for browser journeys, and only under NODE_ENV=test", async () => {
    const { supplier, products } = await supplierWithAccount([10]);
    const order = await deliveredOrder([{ productId: products[0].productId, quantity: 1, price: '11.20' }]);
    await ledgerOf(order.id, 1);
    await admin.post('/api/admin/payouts/test-hooks/backdate').send({ orderNumber: order.orderNumber.toLowerCase(), days: 31 }).expect(204);
    expect(await earnings(supplier)).toMatchObject({ pending: 0, payable: 10_00 });
    await admin.post('/api/admin/payouts/test-hooks/backdate').send({ orderNumber: 'ORD-NO-SUCH', days: 31 }).expect(404);

    const config = shop.app.get<AppConfig>(APP_CONFIG);
    config.testHooks = false;
    try {
      await admin.post('/api/admin/payouts/test-hooks/backdate').send({ orderNumber: order.orderNumber, days: 1 }).expect(404);
    } finally {
      config.testHooks = true;
    }
    expect((await earnings(supplier)).payable).toBe(10_00);
  });

  it('keeps payouts to staff and earnings to the supplier signed in', async () => {
    const customer = await signedInBrowser(shop, 'customer');
    await shop.agent().get('/api/admin/payouts').expect(401);
    await customer.get('/api/admin/payouts').expect(403);
    await customer.post('/api/admin/payouts/runs').send({ runId: randomUUID() }).expect(403);
    expect((await admin.post('/api/admin/payouts/runs').send({ runId: 'not-a-uuid' }).expect(400)).body.fields).toHaveProperty('runId');
    await shop.agent().get('/api/suppliers/earnings').expect(401);
    await customer.get('/api/suppliers/earnings').expect(401);
    await shop.agent().put('/api/suppliers/payout-account').send({ type: 'mobile_money', bankCode: 'MTN', accountNumber: '0241234567' }).expect(401);
  });
});
