import type { OrderPaymentDto } from '../../modules/ordering/ports/order-payment.dto';
import type { EntityManager } from 'typeorm';
import type { OrderPayments, OrderToPay } from '../../modules/ordering/ports/order-payments.port';
import { InMemoryTransactions, Rows } from './transactions';

/**
 * Payments as ordering's port sees them: the methods it offers, each order's attempts, what each
 * start was handed, and the cancellation reasons noted (kept only if the change commits, when
 * handed the spec's transactions).
 */
export class InMemoryOrderPayments implements OrderPayments {
  readonly started: { order: OrderToPay; origin: string }[] = [];
  private readonly latest = new Map<string, OrderPaymentDto>();
  private readonly notes = new Rows<{ orderId: string; reason: string }>();

  constructor(
    private readonly methods: string[] = ['momo', 'card'],
    private readonly transactions?: InMemoryTransactions,
  ) {
    transactions?.keep(this.notes);
  }

  get cancellationsNoted(): { orderId: string; reason: string }[] {
    return this.notes.all();
  }

  async noteCancellation(manager: EntityManager, orderId: string, reason: string): Promise<void> {
    this.transactions?.assertInside(manager);
    this.notes.set(String(this.notes.byKey.size + 1), { orderId, reason });
  }

  offers(method: string): boolean {
    return this.methods.includes(method);
  }

  async requestMomo(order: OrderToPay, origin: string): Promise<OrderPaymentDto> {
    if (!this.offers('momo')) throw new Error('momo is not available in this shop');
    return (await this.start({ ...order, paymentMethod: 'momo' }, origin))!;
  }

  async start(order: OrderToPay, origin: string): Promise<OrderPaymentDto | null> {
    this.started.push({ order, origin });
    const attempt = this.latest.size + 1;
    const payment: OrderPaymentDto = {
      provider: 'paystack',
      method: order.paymentMethod,
      reference: `${order.orderNumber.replace(/-/g, '')}-${attempt}`,
      status: 'pending',
      redirectUrl: `https://checkout.paystack.test/${attempt}`,
      amount: order.totalPesewas,
      currency: 'GHS',
      amountPesewas: order.totalPesewas,
      ghsPerUsd: null,
      testMode: false,
      createdAt: new Date(),
    };
    this.latest.set(order.id, payment);
    return payment;
  }

  async latestFor(orderIds: string[]): Promise<Map<string, OrderPaymentDto>> {
    return new Map(orderIds.flatMap((id) => (this.latest.has(id) ? [[id, this.latest.get(id)!] as const] : [])));
  }
}
