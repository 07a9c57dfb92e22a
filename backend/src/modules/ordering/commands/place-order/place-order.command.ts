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
  ) {}
}
