import { PlaceOrderDto } from './place-order.dto';

export class PlaceOrderCommand {
  constructor(
    readonly order: PlaceOrderDto,
    /** Hash of the browser's cart-owner token: only its own cart is emptied. */
    readonly cartOwnerHash: string | null,
    readonly userId: string | null,
    readonly idempotencyKey: string | null,
  ) {}
}
