import type { EntityManager } from 'typeorm';
import type { OrderingService } from '../../modules/ordering/ordering.service';
import type { OrderToPay } from '../../modules/ordering/ports/order-payments.port';
import { InMemoryTransactions, Rows } from './transactions';

type PaymentChanges = Pick<OrderingService, 'findForPayment' | 'markPaid' | 'markPaymentFailed' | 'reopenExpiredAsPaid' | 'unpaidOlderThan' | 'expireUnpaid'>;

export interface OrderAsPaymentsSeeIt extends OrderToPay {
  createdAt: Date;
  /** Whether its units could be taken again (a late payment reopens an expired order only then). */
  unitsStillInStock: boolean;
  /** Set when expiry put its units back. */
  unitsReleased: boolean;
}

/** Orders as payments changes them through OrderingService: each change conditional, saying whether it happened. */
export class InMemoryOrdering implements PaymentChanges {
  readonly orders = new Rows<OrderAsPaymentsSeeIt>();

  constructor(private readonly transactions: InMemoryTransactions) {
    transactions.keep(this.orders);
  }

  add(fields: Partial<OrderAsPaymentsSeeIt> = {}): OrderAsPaymentsSeeIt {
    const number = String(this.orders.byKey.size + 1).padStart(4, '0');
    const order: OrderAsPaymentsSeeIt = {
      id: `order-${number}`,
      orderNumber: `GH-TEST-${number}-0000`,
      email: 'ama.mensah@example.com',
      totalPesewas: 20955,
      paymentMethod: 'momo',
      paymentStatus: 'pending',
      orderStatus: 'ordered',
      createdAt: new Date('2026-11-28T10:00:00.000Z'),
      unitsStillInStock: true,
      unitsReleased: false,
      ...fields,
    };
    return this.orders.set(order.id, order);
  }

  get(id: string): OrderAsPaymentsSeeIt {
    const order = this.orders.get(id);
    if (!order) throw new Error(`No order ${id}`);
    return order;
  }

  async findForPayment(manager: EntityManager, where: { id: string } | { orderNumber: string }): Promise<OrderToPay | null> {
    this.transactions.assertInside(manager);
    return this.orders.all().find((order) => ('id' in where ? order.id === where.id : order.orderNumber === where.orderNumber)) ?? null;
  }

  async markPaid(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.change(manager, orderId, (order) => ['pending', 'failed'].includes(order.paymentStatus) && order.orderStatus !== 'cancelled', { paymentStatus: 'paid' });
  }

  async markPaymentFailed(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.change(manager, orderId, (order) => order.paymentStatus === 'pending', { paymentStatus: 'failed' });
  }

  async reopenExpiredAsPaid(manager: EntityManager, orderId: string): Promise<boolean> {
    return this.change(manager, orderId, (order) => order.paymentStatus === 'expired' && order.orderStatus === 'cancelled' && order.unitsStillInStock, { paymentStatus: 'paid', orderStatus: 'ordered' });
  }

  async unpaidOlderThan(cutoff: Date, codCutoff: Date): Promise<string[]> {
    return this.orders
      .all()
      .filter((order) => ['pending', 'failed'].includes(order.paymentStatus) && order.orderStatus === 'ordered' && order.createdAt < (order.paymentMethod === 'cod' ? codCutoff : cutoff))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((order) => order.id);
  }

  async expireUnpaid(manager: EntityManager, orderId: string): Promise<false | 'not-paid' | 'not-confirmed'> {
    const changed = this.change(manager, orderId, (order) => ['pending', 'failed'].includes(order.paymentStatus) && order.orderStatus === 'ordered', {
      paymentStatus: 'expired',
      orderStatus: 'cancelled',
      unitsReleased: true,
    });
    return changed && (this.orders.get(orderId)!.paymentMethod === 'cod' ? 'not-confirmed' : 'not-paid');
  }

  private change(manager: EntityManager, orderId: string, when: (order: OrderAsPaymentsSeeIt) => boolean, to: Partial<OrderAsPaymentsSeeIt>): boolean {
    this.transactions.assertInside(manager);
    const order = this.orders.get(orderId);
    if (!order || !when(order)) return false;
    this.orders.set(orderId, { ...order, ...to });
    return true;
  }
}
