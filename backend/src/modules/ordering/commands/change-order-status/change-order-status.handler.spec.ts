import { EventEmitter2 } from '@nestjs/event-emitter';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { InMemoryCatalog } from '../../../../test-support/in-memory/catalog';
import { InMemoryNotifications } from '../../../../test-support/in-memory/notifications';
import { InMemoryOrderPayments } from '../../../../test-support/in-memory/order-payments';
import { InMemoryOrderRecords } from '../../../../test-support/in-memory/order-records';
import { InMemoryTransactions } from '../../../../test-support/in-memory/transactions';
import type { SellableProduct } from '../../../catalog/catalog.service';
import type { Order, OrderLine } from '../../domain/order.entity';
import { orderToPay } from '../../domain/order-facts';
import { OrderStatusChanged } from '../../events/order-status-changed.event';
import { ChangeOrderStatusCommand } from './change-order-status.command';
import { ChangeOrderStatusHandler } from './change-order-status.handler';

function aShop() {
  const transactions = new InMemoryTransactions();
  const orders = new InMemoryOrderRecords(transactions);
  const catalog = new InMemoryCatalog(transactions);
  const notifications = new InMemoryNotifications(transactions);
  const payments = new InMemoryOrderPayments(undefined, transactions);
  const events = new EventEmitter2();
  const changes: OrderStatusChanged[] = [];
  events.on(OrderStatusChanged.eventName, (event: OrderStatusChanged) => changes.push(event));
  const handler = new ChangeOrderStatusHandler(transactions, orders, catalog, events, payments, notifications, { publish: async () => undefined });
  const change = (order: Order, status: string, trackingNumber?: string | null, reason?: string | null) =>
    handler.execute(new ChangeOrderStatusCommand(order.id, { status, trackingNumber, reason }));
  return { orders, catalog, notifications, payments, changes, change };
}

/** A line of `quantity` units of the product's first size x colour. */
function lineOf(product: SellableProduct, quantity: number): OrderLine {
  const [variant] = product.variants;
  return { productId: product.id, name: product.name, price: product.price, quantity, size: variant.size, color: variant.color, variantId: variant.id, image: null };
}

describe('an admin changing an order status', () => {
  it('sets the time of the stage chosen, whichever stage it is (SPEC §4: any status may be chosen)', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [] });
    const shipped = await shop.change(order, 'shipped');

    expect(shipped.orderStatus).toBe('shipped');
    expect(shipped.shippedAt).toBeInstanceOf(Date);
    expect(shipped.confirmedAt).toBeNull();
    expect(shop.orders.get(order.id)).toMatchObject({ orderStatus: 'shipped', shippedAt: shipped.shippedAt });
  });

  it("keeps the placement time when an order goes back to 'ordered', and gives one to an order that had none", async () => {
    const shop = aShop();
    const placedAt = new Date('2026-11-28T10:00:00.000Z');
    const order = await shop.orders.placed({ items: [], orderStatus: 'confirmed', orderedAt: placedAt });
    expect((await shop.change(order, 'ordered')).orderedAt).toEqual(placedAt);

    const older = await shop.orders.placed({ items: [], orderStatus: 'confirmed', orderedAt: null });
    expect((await shop.change(older, 'ordered')).orderedAt).toBeInstanceOf(Date);
  });

  it('forgets the times of the stages after the one an order is moved back to, and sets them anew when reached again', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [] });
    for (const stage of ['confirmed', 'processing', 'shipped', 'out-for-delivery', 'delivered']) await shop.change(order, stage);
    const back = await shop.change(order, 'processing');
    expect(back).toMatchObject({ shippedAt: null, outForDeliveryAt: null, deliveredAt: null });
    expect(back.confirmedAt).toBeInstanceOf(Date);
    expect(back.processingAt).toBeInstanceOf(Date);
    expect((await shop.change(order, 'cancelled')).deliveredAt).toBeNull();
    // Reopened from Cancelled, nothing is moved back: the times kept stay.
    expect((await shop.change(order, 'shipped')).processingAt).toBeInstanceOf(Date);
  });

  it('keeps a tracking number only with shipped, trimmed, and a blank one as none', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [] });
    expect((await shop.change(order, 'confirmed', 'GHP-778899')).trackingNumber).toBeNull();
    expect((await shop.change(order, 'shipped', ' GHP-778899 ')).trackingNumber).toBe('GHP-778899');
    expect((await shop.change(order, 'out-for-delivery', 'ANOTHER')).trackingNumber).toBe('GHP-778899');
    expect((await shop.change(order, 'shipped', '   ')).trackingNumber).toBeNull();
  });

  it('puts the units of a cancelled order back on the sizes and colours they came from, once', async () => {
    const shop = aShop();
    const dress = shop.catalog.add({ name: 'Kaba Dress', sizes: ['M', 'L'], colors: ['Red'], stock: 3 });
    const order = await shop.orders.placed({ items: [{ ...lineOf(dress, 2), size: 'L', variantId: dress.variants[1].id }] });

    await shop.change(order, 'cancelled');
    expect(shop.catalog.stockOf(dress.variants[1].id)).toBe(5);
    await shop.change(order, 'cancelled');
    expect(shop.catalog.stockOf(dress.variants[1].id)).toBe(5);
    expect(shop.catalog.stockOf(dress.variants[0].id)).toBe(3);
  });

  it("finds the units of a line placed before variants by its size and colour", async () => {
    const shop = aShop();
    const dress = shop.catalog.add({ name: 'Kaba Dress', sizes: ['M', 'L'], colors: ['Red'], stock: 3 });
    const order = await shop.orders.placed({ items: [{ ...lineOf(dress, 2), size: 'L', variantId: null }] });
    await shop.change(order, 'cancelled');
    expect(shop.catalog.stockOf(dress.variants[1].id)).toBe(5);
  });

  it('takes the units again when a cancelled order is reopened', async () => {
    const shop = aShop();
    const wrap = shop.catalog.add({ stock: 5 });
    const order = await shop.orders.placed({ items: [lineOf(wrap, 2)], orderStatus: 'cancelled' });
    await shop.change(order, 'ordered');
    expect(shop.catalog.stockOf(wrap.variants[0].id)).toBe(3);
  });

  it('refuses to reopen an order whose units were sold meanwhile, naming the line, and changes nothing', async () => {
    const shop = aShop();
    const plenty = shop.catalog.add({ stock: 9 });
    const scarce = shop.catalog.add({ name: 'Last Batakari', sizes: ['M'], colors: ['Red'], stock: 1 });
    const order = await shop.orders.placed({ items: [lineOf(plenty, 2), lineOf(scarce, 2)], orderStatus: 'cancelled' });

    const refused = await shop.change(order, 'confirmed').catch((error: unknown) => error);

    expect(refused).toEqual(new ConflictError('Not enough Last Batakari (M, Red) in stock to reopen this order'));
    expect((refused as ConflictError).details).toEqual({ productId: scarce.id, variantId: scarce.variants[0].id });
    expect(shop.orders.get(order.id)).toMatchObject({ orderStatus: 'cancelled', confirmedAt: null });
    expect(shop.catalog.stockOf(plenty.variants[0].id)).toBe(9);
    expect(shop.catalog.stockOf(scarce.variants[0].id)).toBe(1);
    expect(shop.notifications.told).toEqual([]);
    expect(shop.changes).toEqual([]);
  });

  it('tells the shopper when the status changed, and not when the same status is chosen again', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [] });
    await shop.change(order, 'confirmed');
    await shop.change(order, 'confirmed');
    expect(shop.notifications.told).toEqual([{ about: 'order-status', orderNumber: order.orderNumber, detail: 'confirmed' }]);
  });

  it('announces OrderStatusChanged after each change, with where it came from, where it went and the tracking number', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [] });
    await shop.change(order, 'shipped', 'GHP-778899');
    await shop.change(order, 'cancelled');
    expect(shop.changes).toEqual([
      new OrderStatusChanged(order.id, order.orderNumber, 'ordered', 'shipped', 'GHP-778899'),
      new OrderStatusChanged(order.id, order.orderNumber, 'shipped', 'cancelled', 'GHP-778899'),
    ]);
  });

  it('answers the order with its latest payment attempt', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [], total: '209.55' });
    const payment = await shop.payments.start(orderToPay(order), 'https://kente.test');
    expect((await shop.change(order, 'confirmed')).payment).toEqual(payment);
  });

  it('answers not found for an order that does not exist', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [] });
    shop.orders.orders.byKey.delete(order.id);
    await expect(shop.change(order, 'confirmed')).rejects.toThrow(new NotFoundError('Order not found'));
  });
});

describe('an admin changing the status of an order with money on it (ADR 043)', () => {
  it('refuses to cancel a delivered order, whose units are with the customer, and changes nothing', async () => {
    const shop = aShop();
    const wrap = shop.catalog.add({ stock: 5 });
    const order = await shop.orders.placed({ items: [lineOf(wrap, 2)], paymentStatus: 'paid', orderStatus: 'delivered' });

    const refused = await shop.change(order, 'cancelled', undefined, 'Customer says it never came').catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(ConflictError);
    expect((refused as ConflictError).message).toMatch(/^This order was delivered: its items are with the customer\. A return brings them back/);
    expect(shop.orders.get(order.id)).toMatchObject({ orderStatus: 'delivered' });
    expect(shop.catalog.stockOf(wrap.variants[0].id)).toBe(5);
    expect(shop.payments.cancellationsNoted).toEqual([]);
    expect(shop.notifications.told).toEqual([]);

    // Marked Delivered by mistake: moved back a stage, it may be cancelled, and its units come back.
    await shop.change(order, 'out-for-delivery');
    await shop.change(order, 'cancelled', undefined, 'Marked delivered by mistake; customer cancelled');
    expect(shop.catalog.stockOf(wrap.variants[0].id)).toBe(7);
  });

  it('refuses to cancel a paid order without a reason, naming the field, and changes nothing', async () => {
    const shop = aShop();
    const wrap = shop.catalog.add({ stock: 5 });
    const order = await shop.orders.placed({ items: [lineOf(wrap, 2)], paymentStatus: 'paid', orderStatus: 'confirmed' });

    for (const reason of [undefined, null, '   ']) {
      const refused = await shop.change(order, 'cancelled', undefined, reason).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(InvalidInputError);
      expect((refused as InvalidInputError).details).toEqual({ fields: { reason: [expect.stringContaining('reason is required')] } });
    }
    expect(shop.orders.get(order.id)).toMatchObject({ orderStatus: 'confirmed' });
    expect(shop.catalog.stockOf(wrap.variants[0].id)).toBe(5);
    expect(shop.payments.cancellationsNoted).toEqual([]);
    expect(shop.notifications.told).toEqual([]);
    expect(shop.changes).toEqual([]);
  });

  it("cancels a paid order with a reason, keeping the reason for staff and out of the customer's message", async () => {
    const shop = aShop();
    const wrap = shop.catalog.add({ stock: 5 });
    const order = await shop.orders.placed({ items: [lineOf(wrap, 2)], paymentStatus: 'paid', orderStatus: 'confirmed' });

    const cancelled = await shop.change(order, 'cancelled', undefined, '  Customer asked by phone: wrong size  ');

    expect(cancelled.orderStatus).toBe('cancelled');
    expect(shop.catalog.stockOf(wrap.variants[0].id)).toBe(7);
    expect(shop.payments.cancellationsNoted).toEqual([{ orderId: order.id, reason: 'Customer asked by phone: wrong size' }]);
    expect(shop.notifications.told).toEqual([{ about: 'order-status', orderNumber: order.orderNumber, detail: 'cancelled' }]);
    expect(shop.changes).toEqual([new OrderStatusChanged(order.id, order.orderNumber, 'confirmed', 'cancelled', null)]);
  });

  it('cancels an unpaid order without a reason, and keeps one when given', async () => {
    const shop = aShop();
    const first = await shop.orders.placed({ items: [] });
    const second = await shop.orders.placed({ items: [], paymentStatus: 'failed' });
    expect((await shop.change(first, 'cancelled')).orderStatus).toBe('cancelled');
    await shop.change(second, 'cancelled', undefined, 'Duplicate of another order');
    expect(shop.payments.cancellationsNoted).toEqual([{ orderId: second.id, reason: 'Duplicate of another order' }]);
  });

  it.each([
    ['refunded', 'cancelled', 'This order was refunded'],
    ['refunded', 'confirmed', 'This order was refunded'],
    ['expired', 'cancelled', 'This order was not paid in time'],
    ['paid', 'cancelled', 'This order was cancelled and its payment is being refunded'],
  ])('keeps a closed order where it is (payment %s, status %s): 409, nothing moves', async (paymentStatus, orderStatus, said) => {
    const shop = aShop();
    const wrap = shop.catalog.add({ stock: 5 });
    const order = await shop.orders.placed({ items: [lineOf(wrap, 2)], paymentStatus, orderStatus });

    for (const status of ['confirmed', 'ordered', 'shipped', 'cancelled']) {
      const refused = await shop.change(order, status, undefined, 'Customer called back').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ConflictError);
      expect((refused as ConflictError).message).toContain(said);
      expect((refused as ConflictError).message).toContain('Place a new order');
    }
    expect(shop.orders.get(order.id)).toMatchObject({ orderStatus, paymentStatus, confirmedAt: null });
    expect(shop.catalog.stockOf(wrap.variants[0].id)).toBe(5);
    expect(shop.payments.cancellationsNoted).toEqual([]);
    expect(shop.notifications.told).toEqual([]);
    expect(shop.changes).toEqual([]);
  });

  it('still reopens an unpaid order staff cancelled', async () => {
    const shop = aShop();
    const order = await shop.orders.placed({ items: [], paymentStatus: 'pending', orderStatus: 'cancelled' });
    expect((await shop.change(order, 'confirmed')).orderStatus).toBe('confirmed');
  });
});
