export class ListOrderReviewsQuery {
  constructor(readonly orderNumber: string) {}
}
