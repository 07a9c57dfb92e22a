/** An order's money arrived and was checked (amount and currency exact); emitted once per order payment, after the commit. */
export class PaymentReceived {
  static readonly eventName = 'payments.payment-received';

  constructor(
    readonly orderId: string,
    readonly orderNumber: string,
    readonly reference: string,
    readonly provider: string,
    /** In the minor unit of `currency`. */
    readonly amount: number,
    readonly currency: string,
  ) {}
}
