export class ListProductReviewsQuery {
  constructor(
    readonly productId: string,
    readonly limit: number,
    readonly offset: number,
  ) {}
}
