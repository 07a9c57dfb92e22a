/** The rider asks for Mobile Money: a payment request to the shopper's phone. */
export class RequestMomoAtDoorCommand {
  constructor(
    readonly orderId: string,
    readonly by: string,
    /** The shop as shoppers reach it (PUBLIC_URL): the provider sends them back to its tracking page. */
    readonly origin: string,
  ) {}
}
