export class GetLowStockQuery {
  constructor(readonly limit: number) {}
}
