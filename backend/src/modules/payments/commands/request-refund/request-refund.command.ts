export class RequestRefundCommand {
  constructor(
    readonly orderId: string,
    /** Why, in words staff read in the history. */
    readonly reason: string,
  ) {}
}
