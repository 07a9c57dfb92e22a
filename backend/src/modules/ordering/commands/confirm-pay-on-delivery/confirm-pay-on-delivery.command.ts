/** The shopper's link (its token) or staff on the phone (the order's id) confirms a pay-on-delivery order. */
export class ConfirmPayOnDeliveryCommand {
  constructor(
    readonly target: { token: string } | { orderId: string },
    /** 'shopper' for the link, else the staff member's e-mail. */
    readonly by: string,
  ) {}
}
