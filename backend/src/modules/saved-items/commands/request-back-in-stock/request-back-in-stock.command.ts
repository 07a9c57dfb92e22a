export class RequestBackInStockCommand {
  constructor(
    readonly productId: string,
    readonly variantId: string,
    /** As typed; null to use the signed-in customer's phone. */
    readonly phone: string | null,
    readonly user: { id: string; phone: string | null } | null,
  ) {}
}
