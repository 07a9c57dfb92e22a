export class GetDeliveryOptionsQuery {
  constructor(
    readonly region: string,
    /** Pesewas: what the shopper's items come to, for free-above thresholds. */
    readonly subtotal: number,
    readonly now: Date = new Date(),
  ) {}
}
