import type { OrderToPay } from '../../../ordering/ports/order-payments.port';

export class StartPaymentCommand {
  constructor(
    /** The order's facts as ordering handed them over: starting a payment never reads the order back. */
    readonly order: OrderToPay,
    /** The method to pay with; null keeps the one chosen at checkout. */
    readonly method: string | null,
    /** The shop as the shopper reached it (the provider sends them back to its tracking page). */
    readonly origin: string,
    /** True for the first attempt made while placing the order: a provider outage then leaves the order to be paid later instead of failing. */
    readonly placingOrder: boolean,
  ) {}
}
