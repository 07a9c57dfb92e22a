import { IsNull } from 'typeorm';
import { OutboxMessage } from '../modules/notifications/domain/outbox-message.entity';
import { Order } from '../modules/ordering/domain/order.entity';
import { Promotion } from '../modules/promotions/domain/promotion.entity';
import { createTestApp, TestApp } from '../test-support/test-app';
import { entitiesFromRows, insertEntity, insertIgnoringConflicts } from './entity-rows';

describe('entity rows in plain SQL', () => {
  let shop: TestApp;
  let counter = 0;

  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const at = new Date('2026-11-30T12:00:00Z');
  function newOrder(): Partial<Order> {
    counter += 1;
    return {
      orderNumber: `GH-ROWS-${counter}`,
      userId: null,
      sessionId: 'rows',
      email: 'ama@example.com',
      firstName: 'Ama',
      lastName: 'Mensah',
      phone: '+233 24 123 4567',
      phoneE164: '+233241234567',
      shippingAddress: { address: '12 Oxford Street', city: 'Accra', region: 'Greater Accra', country: 'Ghana', lat: 5.6, lng: -0.19 },
      items: [{ productId: '00000000-0000-4000-8000-000000000001', name: 'Kente stole', price: '112.00', quantity: 2, size: null, color: null, variantId: null, image: null }],
      subtotal: '224.00',
      shipping: '15.00',
      discount: '10.00',
      discounts: [{ promotionId: '00000000-0000-4000-8000-000000000002', code: null, name: 'Akwaaba', kind: 'percent', amount: '10.00' }],
      tax: '10.70',
      total: '239.70',
      paymentMethod: 'momo',
      paymentStatus: 'pending',
      orderStatus: 'ordered',
      deliveryType: 'standard',
      updatesBy: 'sms',
      estimatedDeliveryDate: at,
      estimatedDeliveryLatest: at,
      pickupPoint: null,
      orderedAt: at,
      notes: null,
      idempotencyKey: `rows-${counter}`,
      clientKey: '10.0.0.1',
      codConfirmTokenHash: null,
      codPhone: null,
      payOnDelivery: null,
    };
  }
  /** What differs between two rows written alike. */
  const own = ['id', 'createdAt', 'updatedAt', 'orderNumber', 'idempotencyKey'];
  const alike = (order: Order) => Object.fromEntries(Object.entries(order).map(([key, value]) => [key, own.includes(key) ? typeof value : value]));

  it('insert an order answered as save answers it: the same fields, in the same order, with the same values and class', async () => {
    const manager = shop.dataSource.manager;
    const saved = await manager.save(manager.create(Order, newOrder()));
    const inserted = await insertEntity<Order>(manager, Order, newOrder());
    expect(Object.keys(inserted)).toEqual(Object.keys(saved));
    expect(alike(inserted)).toStrictEqual(alike(saved));
    expect(JSON.stringify(alike(inserted))).toBe(JSON.stringify(alike(saved)));
    expect(inserted).toBeInstanceOf(Order);
    // And the row is the one save would have written.
    const [again] = entitiesFromRows(manager, Order, await manager.query(`SELECT * FROM orders WHERE id = $1`, [inserted.id]));
    const [savedAgain] = entitiesFromRows(manager, Order, await manager.query(`SELECT * FROM orders WHERE id = $1`, [saved.id]));
    expect(alike(again)).toStrictEqual(alike(savedAgain));
  });

  it('read rows into the entities find makes', async () => {
    const manager = shop.dataSource.manager;
    const order = await insertEntity<Order>(manager, Order, newOrder());
    const found = await manager.findOneByOrFail(Order, { idempotencyKey: order.idempotencyKey! });
    const [read] = entitiesFromRows(manager, Order, await manager.query(`SELECT * FROM orders WHERE "idempotencyKey" = $1`, [order.idempotencyKey]));
    expect(read).toStrictEqual(found);
    expect(JSON.stringify(read)).toBe(JSON.stringify(found));

    await manager.query(
      `INSERT INTO promotions (code, name, kind, "percentOff", "amountOff", "minSubtotal", "startsAt", "maxUses", stackable)
       VALUES (NULL, 'Rows percent', 'percent', 10, NULL, '50.00', now(), 5, false), (NULL, 'Rows delivery', 'free-delivery', NULL, NULL, NULL, NULL, NULL, true)`,
    );
    const promotions = await manager.find(Promotion, { where: { code: IsNull(), paused: false }, order: { createdAt: 'ASC', id: 'ASC' } });
    const rows = entitiesFromRows(manager, Promotion, await manager.query(`SELECT * FROM promotions WHERE code IS NULL AND paused = false ORDER BY "createdAt", id`));
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows).toStrictEqual(promotions);
  });

  it('insert rows leaving out those a unique key already holds, as the query builder orIgnore does', async () => {
    const manager = shop.dataSource.manager;
    const drafts = (prefix: string) => [
      { dedupKey: `${prefix}:email`, kind: 'order-placed', channel: 'email', audience: 'customer', recipient: 'ama@example.com', subject: 'Your order', text: 'Thanks', html: '<p>Thanks</p>', template: null, reference: 'GH-ROWS', orderId: null, status: 'queued', lastError: null },
      { dedupKey: `${prefix}:sms`, kind: 'order-placed', channel: 'sms', audience: 'customer', recipient: '+233241234567', subject: null, text: 'Thanks', html: null, template: { name: 'order_placed', values: ['GH-ROWS'] }, reference: 'GH-ROWS', orderId: null, status: 'undeliverable', lastError: 'why not' },
    ] as Partial<OutboxMessage>[];
    await manager.createQueryBuilder().insert().into(OutboxMessage).values(drafts('rows-builder')).orIgnore().execute();
    await insertIgnoringConflicts(manager, OutboxMessage, drafts('rows-plain'));
    await insertIgnoringConflicts(manager, OutboxMessage, drafts('rows-plain'));
    const written = async (prefix: string) =>
      (await manager.find(OutboxMessage, { where: [{ dedupKey: `${prefix}:email` }, { dedupKey: `${prefix}:sms` }], order: { dedupKey: 'ASC' } })).map(
        ({ id, createdAt, updatedAt, nextAttemptAt, dedupKey, ...rest }) => ({ ...rest, dedupKey: dedupKey.split(':')[1], kinds: [typeof id, typeof createdAt, typeof updatedAt, typeof nextAttemptAt] }),
      );
    expect(await written('rows-plain')).toStrictEqual(await written('rows-builder'));
    expect(await written('rows-plain')).toHaveLength(2);
  });
});
