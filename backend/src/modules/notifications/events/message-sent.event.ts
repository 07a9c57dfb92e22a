/** A message about an order left the shop: ordering records it in the order's notificationsSent. */
export class MessageSent {
  static readonly eventName = 'notifications.message-sent';

  constructor(
    readonly orderId: string,
    readonly kind: string,
    readonly channel: string,
    readonly sentAt: Date,
  ) {}
}
