import type { OrderPaymentDto } from '../../modules/ordering/ports/order-payment.dto';
import type { OrderPayments, OrderToPay } from '../../modules/ordering/ports/order-payments.port';

/** Payments as ordering's port sees them: the methods it offers, each order's attempts, and what each start was handed. */
export class InMemoryOrderPayments implements OrderPayments {
  readonly started: { order: OrderToPay; origin: string }[] = [];
  private readonly latest = new Map<string, OrderPaymentDto>();

  constructor(private readonly methods: string[] = ['momo', 'card']) {}

  offers(method: string): boolean {
    return this.methods.includes(method);
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
