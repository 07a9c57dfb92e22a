/** Staff paused a promotion or resumed it; emitted after the commit. */
export class PromotionPausedChanged {
  static readonly eventName = 'promotions.promotion-paused-changed';

  constructor(
    readonly promotionId: string,
    readonly paused: boolean,
  ) {}
}
