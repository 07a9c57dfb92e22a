export class GetDailySalesQuery {
  constructor(
    readonly days: number,
    readonly now: Date = new Date(),
  ) {}
}
