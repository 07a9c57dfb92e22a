export class CheckPaymentCommand {
  constructor(readonly orderNumber: string) {}
}
