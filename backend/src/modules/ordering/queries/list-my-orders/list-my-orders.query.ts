export class ListMyOrdersQuery {
  constructor(
    readonly userId: string,
    /** The customer's verified phone (E.164): guest orders placed with it are theirs too (ADR 059). */
    readonly verifiedPhone: string | null = null,
  ) {}
}
