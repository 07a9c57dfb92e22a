import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { AdminWebhooksController } from './admin-webhooks.controller';
import { DeleteWebhookHandler } from './commands/delete-webhook/delete-webhook.handler';
import { ResendWebhookDeliveryHandler } from './commands/resend-webhook-delivery/resend-webhook-delivery.handler';
import { RotateWebhookSecretHandler } from './commands/rotate-webhook-secret/rotate-webhook-secret.handler';
import { SaveWebhookHandler } from './commands/save-webhook/save-webhook.handler';
import { WebhookAttempt } from './domain/webhook-attempt.entity';
import { WebhookDelivery } from './domain/webhook-delivery.entity';
import { WebhookEvent } from './domain/webhook-event.entity';
import { WebhookSubscription } from './domain/webhook-subscription.entity';
import { PruneWebhookHistoryJob } from './jobs/prune-webhook-history.job';
import { RelayWebhooksJob } from './jobs/relay-webhooks.job';
import { SendWebhooksWhenShopEventHappenedListener } from './listeners/send-webhooks-when-shop-event-happened.listener';
import { ListWebhookDeliveriesHandler } from './queries/list-webhook-deliveries/list-webhook-deliveries.handler';
import { ListWebhooksHandler } from './queries/list-webhooks/list-webhooks.handler';
import { systemClock, WEBHOOK_CLOCK, WebhookClock } from './relay/webhook-clock';
import { WebhookRelay } from './relay/webhook-relay';
import { WebhookPublisher } from './webhook-publisher';

/**
 * Signed webhooks to integrators (ADR 055): subscriptions, the webhook outbox that every module
 * writes into inside its own transaction (WebhookPublisher), and the relay that sends it. Global,
 * like notifications, so the modules that publish need not import it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WebhookSubscription, WebhookEvent, WebhookDelivery, WebhookAttempt]), IdentityModule],
  controllers: [AdminWebhooksController],
  providers: [
    WebhookPublisher,
    WebhookRelay,
    RelayWebhooksJob,
    PruneWebhookHistoryJob,
    SendWebhooksWhenShopEventHappenedListener,
    // One clock object per app: a spec moves its own shop's time, never another's.
    { provide: WEBHOOK_CLOCK, useFactory: (): WebhookClock => ({ now: systemClock.now }) },
    ListWebhooksHandler,
    SaveWebhookHandler,
    DeleteWebhookHandler,
    RotateWebhookSecretHandler,
    ListWebhookDeliveriesHandler,
    ResendWebhookDeliveryHandler,
  ],
  exports: [WebhookPublisher, WebhookRelay],
})
export class WebhooksModule {}
