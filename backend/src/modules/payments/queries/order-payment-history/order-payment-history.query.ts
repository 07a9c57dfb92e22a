export class OrderPaymentHistoryQuery {
  constructor(readonly orderId: string) {}
}
