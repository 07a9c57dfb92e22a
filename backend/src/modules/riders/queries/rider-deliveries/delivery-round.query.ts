export class DeliveryRoundQuery {
  constructor(
    readonly riderId: string,
    /** The Ghana day, YYYY-MM-DD. */
    readonly day: string,
  ) {}
}
