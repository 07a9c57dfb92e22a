export class GetCartQuery {
  constructor(
    readonly sessionId: string,
    readonly ownerHash: string | null,
  ) {}
}
