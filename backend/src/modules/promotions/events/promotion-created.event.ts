/** Staff created a code or an automatic promotion; emitted after the commit. */
export class PromotionCreated {
  static readonly eventName = 'promotions.promotion-created';

  constructor(
    readonly promotionId: string,
    readonly code: string | null,
  ) {}
}
