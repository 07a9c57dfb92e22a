import type { EntityManager } from 'typeorm';
import type { OrderPaymentDto } from './order-payment.dto';

/**
 * What ordering needs of payments, declared here so ordering never imports the payments module.
 * The answer's type (OrderPaymentDto) lives beside it: payments fills it in, ordering sends it.
 */
export const ORDER_PAYMENTS = Symbol('ORDER_PAYMENTS');

/** The order's facts a payment needs, handed over whole: payments never reads the order back to start one. */
export interface OrderToPay {
  id: string;
  orderNumber: string;
  /** Where the provider sends its receipt. */
  email: string;
  totalPesewas: number;
  /** The method chosen at checkout. */
  paymentMethod: string;
  /** With orderStatus: whether there is anything left to pay. */
  paymentStatus: string;
  orderStatus: string;
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
  /**
   * The rider's Mobile Money request for a pay-on-delivery order: a new Mobile Money attempt through
   * the usual provider, settled by its webhook like any other. Throws when Mobile Money is not taken.
   */
  requestMomo(order: OrderToPay, origin: string): Promise<OrderPaymentDto>;
  /** The latest attempt of each order that has one (one query for a whole list). */
  latestFor(orderIds: string[]): Promise<Map<string, OrderPaymentDto>>;
  /**
   * Writes staff's reason for cancelling into the order's payment history, in the caller's
   * transaction (with the status change it explains). Staff read it there; customers never do.
   */
  noteCancellation(manager: EntityManager, orderId: string, reason: string): Promise<void>;
}
