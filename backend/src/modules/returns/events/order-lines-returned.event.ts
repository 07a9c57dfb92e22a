/** Staff received a return's parcel: these order lines' units are back at the shop (supplier payouts reverse their rows on it). */
export class OrderLinesReturned {
  static readonly eventName = 'returns.order-lines-returned';

  constructor(
    readonly returnId: string,
    readonly orderId: string,
    readonly lines: { orderItemId: string; quantity: number }[],
  ) {}
}
