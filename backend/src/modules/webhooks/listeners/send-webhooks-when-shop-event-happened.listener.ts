import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { OrderPlaced } from '../../ordering/events/order-placed.event';
import { PaymentReceived } from '../../payments/events/payment-received.event';
import { ReviewSubmitted } from '../../reviews/events/review-submitted.event';
import { SupplierApproved } from '../../suppliers/events/supplier-approved.event';
import { SupplierFaceVerified } from '../../suppliers/events/supplier-face-verified.event';
import { SupplierRegistered } from '../../suppliers/events/supplier-registered.event';
import { SupportRequestReceived } from '../../support/events/support-request-received.event';
import { OrderStatusChanged } from '../../ordering/events/order-status-changed.event';
import { WebhookRelay } from '../relay/webhook-relay';

/**
 * The webhook side of the shop's events. The event's webhook rows were written inside the change's
 * transaction (WebhookPublisher); these events arrive after the commit, when the rows are visible,
 * so the instance that made the change sends them at once rather than at its next poll. (Another
 * instance or a separate worker hears the commit through the `webhooks` change topic instead.)
 */
@Injectable()
export class SendWebhooksWhenShopEventHappenedListener {
  constructor(private readonly relay: WebhookRelay) {}

  @OnEvent(OrderPlaced.eventName)
  @OnEvent(OrderStatusChanged.eventName)
  @OnEvent(PaymentReceived.eventName)
  @OnEvent(SupplierRegistered.eventName)
  @OnEvent(SupplierFaceVerified.eventName)
  @OnEvent(SupplierApproved.eventName)
  @OnEvent(ReviewSubmitted.eventName)
  @OnEvent(SupportRequestReceived.eventName)
  handle(): void {
    this.relay.wake();
  }
}
