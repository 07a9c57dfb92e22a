import type { OrderPaymentDto } from '../dto/order-payment.dto';

/** What ordering needs of payments, declared here so ordering never imports the payments module. */
export const ORDER_PAYMENTS = Symbol('ORDER_PAYMENTS');

export interface OrderToPay {
  id: string;
  orderNumber: string;
  email: string;
  /** Cedis, as the order stores it ("209.55"). */
  total: string;
  paymentMethod: string;
}

export interface OrderPayments {
  /** Whether the shop takes payments by this method (a provider for it is configured, or TEST MODE). */
  offers(method: string): boolean;
  /**
   * Starts the first payment attempt of a freshly placed order. Never throws for a provider
   * outage: the order stands, and the attempt's redirectUrl is null ("Complete payment" later).
   * `origin` is the shop as the shopper reached it (PUBLIC_URL wins), for the return URL.
   */
  start(order: OrderToPay, origin: string): Promise<OrderPaymentDto | null>;
  /** The latest attempt of each order that has one (one query for a whole list). */
  latestFor(orderIds: string[]): Promise<Map<string, OrderPaymentDto>>;
}
