export class OrderStatusChanged {
  static readonly eventName = 'ordering.order-status-changed';

  constructor(
    readonly orderId: string,
    readonly orderNumber: string,
    readonly from: string,
    readonly to: string,
    readonly trackingNumber: string | null,
  ) {}
}
