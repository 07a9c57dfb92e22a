export class OrderPlaced {
  static readonly eventName = 'ordering.order-placed';

  constructor(
    readonly orderId: string,
    readonly orderNumber: string,
    readonly lines: { productId: string; quantity: number }[],
    readonly total: string,
  ) {}
}
