export class GetBestSellersQuery {
  constructor(
    readonly days: number,
    readonly limit: number,
    readonly now: Date = new Date(),
  ) {}
}
