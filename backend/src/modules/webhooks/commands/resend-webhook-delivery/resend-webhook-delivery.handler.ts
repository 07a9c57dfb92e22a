import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConflictError, NotFoundError } from '../../../../shared/http/domain-errors';
import { WEBHOOK_CLOCK, WebhookClock } from '../../relay/webhook-clock';
import { WebhookRelay } from '../../relay/webhook-relay';
import { ResendWebhookDeliveryCommand } from './resend-webhook-delivery.command';

/**
 * Staff send an event again (delivered or given up): it is owed once more, with the same
 * Webhook-Id, and goes out now, ahead of anything later still waiting for that endpoint.
 */
@Injectable()
export class ResendWebhookDeliveryHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(WEBHOOK_CLOCK) private readonly clock: WebhookClock,
    private readonly relay: WebhookRelay,
  ) {}

  async execute({ subscriptionId, deliveryId }: ResendWebhookDeliveryCommand): Promise<void> {
    const [rows]: [{ status: string; active: boolean }[], number] = await this.dataSource.query(
      `UPDATE webhook_deliveries d SET status = 'pending', "nextAttemptAt" = $3, "failingSince" = NULL, "updatedAt" = now()
         FROM webhook_subscriptions s
        WHERE d.id = $1 AND d."subscriptionId" = $2 AND s.id = d."subscriptionId" AND s.active AND d.status IN ('delivered', 'failed')
        RETURNING d.status`,
      [deliveryId, subscriptionId, this.clock.now()],
    );
    if (rows.length === 0) {
      const [found]: { status: string; active: boolean }[] = await this.dataSource.query(
        `SELECT d.status, s.active FROM webhook_deliveries d JOIN webhook_subscriptions s ON s.id = d."subscriptionId" WHERE d.id = $1 AND d."subscriptionId" = $2`,
        [deliveryId, subscriptionId],
      );
      if (!found) throw new NotFoundError('Delivery not found');
      if (!found.active) throw new ConflictError('This endpoint is turned off: turn it on first', { active: false });
      throw new ConflictError('This delivery is still being sent', { status: found.status });
    }
    this.relay.wake();
  }
}
