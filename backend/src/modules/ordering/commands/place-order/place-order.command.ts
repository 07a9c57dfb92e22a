import { PlaceOrderDto } from './place-order.dto';

export class PlaceOrderCommand {
  constructor(
    readonly order: PlaceOrderDto,
    /** Hash of the browser's cart-owner token: only its own cart is emptied. */
    readonly cartOwnerHash: string | null,
    readonly userId: string | null,
    readonly idempotencyKey: string | null,
    /** The shop as the shopper reached it: the payment provider sends them back there. */
    readonly origin: string,
    /** The client as the rate limits count it (an IPv6 client by its /64), kept on the order. */
    readonly clientKey: string | null = null,
    /** What this client, e-mail and phone may hold in unpaid orders (units, pesewas); null: no bound (RATE_LIMIT=off). */
    readonly holdLimits: { units: number; total: number } | null = null,
  ) {}
}
