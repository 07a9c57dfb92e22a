export class AddToCartCommand {
  constructor(
    readonly sessionId: string,
    readonly productId: string,
    readonly quantity: number,
    readonly size: string | null,
    readonly color: string | null,
    /** Hash of the browser's cart-owner token. */
    readonly ownerHash: string,
    /** The browser's id for this addition: sent again, it is not applied twice. */
    readonly idempotencyKey: string | null = null,
  ) {}
}
