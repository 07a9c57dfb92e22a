export class ResendWebhookDeliveryCommand {
  constructor(
    readonly subscriptionId: string,
    readonly deliveryId: string,
  ) {}
}
