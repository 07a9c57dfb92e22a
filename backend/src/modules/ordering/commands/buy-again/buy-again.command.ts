export class BuyAgainCommand {
  constructor(
    readonly orderId: string,
    /** The signed-in customer asking: only their own orders answer. */
    readonly userId: string,
    /** Their verified phone (E.164): guest orders placed with it are theirs too, as My orders lists them (ADR 059). */
    readonly verifiedPhone: string | null,
    readonly sessionId: string,
    /** Hash of the browser's cart-owner token: the lines go into this browser's own cart. */
    readonly cartOwnerHash: string,
  ) {}
}
