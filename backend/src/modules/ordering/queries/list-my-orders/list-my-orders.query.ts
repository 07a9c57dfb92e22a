export class ListMyOrdersQuery {
  constructor(readonly userId: string) {}
}
