export class ReviewSubmitted {
  static readonly eventName = 'reviews.review-submitted';

  constructor(
    readonly reviewId: string,
    readonly productId: string,
    readonly rating: number,
  ) {}
}
