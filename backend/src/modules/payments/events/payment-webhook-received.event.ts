/** A provider's event passed its signature check and was stored in the inbox for the first time; emitted after the commit. */
export class PaymentWebhookReceived {
  static readonly eventName = 'payments.payment-webhook-received';

  constructor(
    /** The inbox row (payment_events.id), not the provider's own event id. */
    readonly eventId: string,
    readonly provider: string,
    /** The provider's own event name ('charge.success'). */
    readonly type: string,
  ) {}
}
