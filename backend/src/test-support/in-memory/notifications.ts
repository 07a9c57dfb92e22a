import type { EntityManager } from 'typeorm';
import type { OrderFacts, PaymentMismatchFacts } from '../../modules/notifications/domain/message-facts';
import type { NotificationsService } from '../../modules/notifications/notifications.service';
import { InMemoryTransactions, Rows } from './transactions';

export interface Told {
  about: 'order-placed' | 'order-status' | 'payment-mismatch' | 'cod-placed' | 'cod-step' | 'cod-momo-request';
  orderNumber: string;
  /** The order status announced, or the mismatch's sentence for staff. */
  detail: string | null;
}

/** The outbox as the commands fill it: what each change told, kept only if the change commits. */
export class InMemoryNotifications implements Pick<NotificationsService, 'orderPlaced' | 'orderStatusChanged' | 'paymentMismatch' | 'payOnDeliveryPlaced' | 'payOnDeliveryStep' | 'payOnDeliveryMomoRequested'> {
  /** The links the pay-on-delivery messages carried (the confirmation link, the MoMo payment link), in order. */
  readonly links: string[] = [];

  private readonly outbox = new Rows<Told>();

  constructor(private readonly transactions: InMemoryTransactions) {
    transactions.keep(this.outbox);
  }

  get told(): Told[] {
    return this.outbox.all();
  }

  async orderPlaced(manager: EntityManager, order: OrderFacts): Promise<void> {
    this.tell(manager, { about: 'order-placed', orderNumber: order.orderNumber, detail: null });
  }

  async orderStatusChanged(manager: EntityManager, order: OrderFacts, status: string): Promise<void> {
    this.tell(manager, { about: 'order-status', orderNumber: order.orderNumber, detail: status });
  }

  async paymentMismatch(manager: EntityManager, facts: PaymentMismatchFacts): Promise<void> {
    this.tell(manager, { about: 'payment-mismatch', orderNumber: facts.orderNumber, detail: facts.detail });
  }

  async payOnDeliveryPlaced(manager: EntityManager, order: OrderFacts, placed: { confirmUrl: string }): Promise<void> {
    this.tell(manager, { about: 'cod-placed', orderNumber: order.orderNumber, detail: null });
    this.links.push(placed.confirmUrl);
  }

  async payOnDeliveryStep(manager: EntityManager, order: OrderFacts, step: string): Promise<void> {
    this.tell(manager, { about: 'cod-step', orderNumber: order.orderNumber, detail: step });
  }

  async payOnDeliveryMomoRequested(manager: EntityManager, order: OrderFacts, payUrl: string): Promise<void> {
    this.tell(manager, { about: 'cod-momo-request', orderNumber: order.orderNumber, detail: null });
    this.links.push(payUrl);
  }

  private tell(manager: EntityManager, told: Told): void {
    this.transactions.assertInside(manager);
    this.outbox.set(String(this.outbox.byKey.size + 1), told);
  }
}
