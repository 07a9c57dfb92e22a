export class ListWebhookDeliveriesQuery {
  constructor(
    readonly subscriptionId: string,
    readonly limit: number,
  ) {}
}
