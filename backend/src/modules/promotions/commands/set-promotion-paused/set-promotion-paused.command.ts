export class SetPromotionPausedCommand {
  constructor(
    readonly promotionId: string,
    readonly paused: boolean,
  ) {}
}
