/** The shopper turned the order away at the door. */
export class RefusePayOnDeliveryCommand {
  constructor(
    readonly orderId: string,
    readonly by: string,
    readonly note: string | null,
  ) {}
}
