/** "Complete payment" or "Try again" on the tracking page: a new attempt for an order the shopper names by its number. */
export class RetryPaymentCommand {
  constructor(
    /** As typed or linked; read like any order number a shopper gives. */
    readonly orderNumber: string,
    /** The method to pay with; null keeps the one chosen at checkout. */
    readonly method: string | null,
    readonly origin: string,
  ) {}
}
