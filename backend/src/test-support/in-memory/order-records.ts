import { randomUUID } from 'node:crypto';
import { toPesewas } from '@shop/rules';
import type { EntityManager } from 'typeorm';
import { Order } from '../../modules/ordering/domain/order.entity';
import { HoldKeys, Holdings, holdPhoneDigits, NewOrder, OrderRecords } from '../../modules/ordering/order-records';
import { InMemoryTransactions, Rows } from './transactions';

/** Ordering's orders table, with its unique order number and Idempotency-Key. */
export class InMemoryOrderRecords implements Pick<OrderRecords, 'byIdempotencyKey' | 'insert' | 'lockAndSumHoldings' | 'lockForChange' | 'save' | 'refusalsSince' | 'lockByConfirmTokenHash' | 'byConfirmTokenHash'> {
  readonly orders = new Rows<Order>();

  constructor(private readonly transactions: InMemoryTransactions) {
    transactions.keep(this.orders);
  }

  all(): Order[] {
    return this.orders.all();
  }

  get(id: string): Order {
    const order = this.orders.get(id);
    if (!order) throw new Error(`No order ${id}`);
    return order;
  }

  async byIdempotencyKey(idempotencyKey: string): Promise<Order | null> {
    return this.orders.all().find((order) => order.idempotencyKey === idempotencyKey) ?? null;
  }

  async insert(manager: EntityManager, fields: NewOrder): Promise<Order> {
    this.transactions.assertInside(manager);
    const clash = this.orders.all().find((order) => order.orderNumber === fields.orderNumber || (fields.idempotencyKey !== null && order.idempotencyKey === fields.idempotencyKey));
    if (clash) throw Object.assign(new Error('duplicate key value'), { code: '23505', constraint: clash.orderNumber === fields.orderNumber ? 'UQ_orders_order_number' : 'UQ_orders_idempotency_key' });
    const now = new Date();
    const order = Object.assign(new Order(), {
      ...fields,
      id: randomUUID(),
      trackingNumber: null,
      confirmedAt: null,
      processingAt: null,
      shippedAt: null,
      outForDeliveryAt: null,
      deliveredAt: null,
      notificationsSent: {},
      codRefusedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    return this.orders.set(order.id, order);
  }

  /** One transaction at a time here, so no lock to take: the sums as the SQL makes them. */
  async lockAndSumHoldings(manager: EntityManager, keys: HoldKeys): Promise<Holdings> {
    this.transactions.assertInside(manager);
    const holding = this.orders.all().filter((order) => ['pending', 'failed'].includes(order.paymentStatus) && order.orderStatus === 'ordered');
    const sum = (matches: (order: Order) => boolean) => {
      const held = holding.filter(matches);
      return { units: held.reduce((units, order) => units + order.items.reduce((sum, line) => sum + line.quantity, 0), 0), total: held.reduce((total, order) => total + toPesewas(order.total), 0) };
    };
    return {
      clientKey: sum((order) => keys.clientKey !== null && order.clientKey === keys.clientKey),
      email: sum((order) => order.email === keys.email),
      phoneDigits: sum((order) => holdPhoneDigits(order.phone) === keys.phoneDigits),
    };
  }

  async refusalsSince(manager: EntityManager, codPhone: string, since: Date): Promise<number> {
    this.transactions.assertInside(manager);
    return this.orders.all().filter((order) => order.codPhone === codPhone && order.codRefusedAt !== null && order.codRefusedAt >= since).length;
  }

  async lockByConfirmTokenHash(manager: EntityManager, hash: string): Promise<Order | null> {
    this.transactions.assertInside(manager);
    return this.orders.all().find((order) => order.codConfirmTokenHash === hash) ?? null;
  }

  async byConfirmTokenHash(hash: string): Promise<Order | null> {
    return this.orders.all().find((order) => order.codConfirmTokenHash === hash) ?? null;
  }

  async lockForChange(manager: EntityManager, id: string): Promise<Order | null> {
    this.transactions.assertInside(manager);
    return this.orders.get(id) ?? null;
  }

  async save(manager: EntityManager, order: Order): Promise<Order> {
    this.transactions.assertInside(manager);
    return this.orders.set(order.id, Object.assign(order, { updatedAt: new Date() }));
  }

  /** An order as earlier requests left it in the table (any field but its id). */
  async placed(fields: Partial<Omit<Order, 'id'>> & Pick<NewOrder, 'items'>): Promise<Order> {
    const order = await this.transactions.transaction((manager) =>
      this.insert(manager, {
        orderNumber: `GH-TEST-${String(this.orders.byKey.size + 1).padStart(4, '0')}-0000`,
        userId: null,
        sessionId: 'checkout-session',
        email: 'ama.mensah@example.com',
        firstName: 'Ama',
        lastName: 'Mensah',
        phone: '+233 24 123 4567',
        phoneE164: '+233241234567',
        shippingAddress: { address: '12 Gumani Road', city: 'Tamale', region: 'Northern', country: 'Ghana' },
        subtotal: '0.00',
        shipping: '0.00',
        discount: '0.00',
        discounts: [],
        tax: '0.00',
        total: '0.00',
        paymentMethod: 'momo',
        paymentStatus: 'pending',
        orderStatus: 'ordered',
        deliveryType: 'standard',
        updatesBy: 'sms',
        estimatedDeliveryDate: null,
        estimatedDeliveryLatest: null,
        pickupPoint: null,
        orderedAt: new Date('2026-11-28T10:00:00.000Z'),
        notes: null,
        idempotencyKey: null,
        clientKey: null,
        codConfirmTokenHash: null,
        codPhone: null,
        payOnDelivery: null,
        ...fields,
      }),
    );
    // Stage times, tracking and messages are no checkout's to write: set here as later changes left them.
    return this.orders.set(order.id, Object.assign(order, fields));
  }
}
