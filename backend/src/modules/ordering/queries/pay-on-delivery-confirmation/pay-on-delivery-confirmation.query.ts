/** The order a confirmation link's token names. */
export class PayOnDeliveryConfirmationQuery {
  constructor(readonly token: string) {}
}
