import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { PaymentWebhookReceived } from '../../events/payment-webhook-received.event';
import { PaymentProviders } from '../../payment-providers';
import { displayName, PaymentRecords } from '../../payment-records';
import { ReceiveWebhookCommand } from './receive-webhook.command';

/**
 * The inbox: a provider's event is checked (signature or the provider's own verification), stored
 * once per provider event id (a replay is a no-op), and answered; processing follows from
 * PaymentWebhookReceived, so a crash between the two loses nothing. A bad signature stores nothing.
 */
@Injectable()
export class ReceiveWebhookHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly records: PaymentRecords,
    private readonly events: EventEmitter2,
  ) {}

  /** False when the provider did not send it (bad signature, unknown provider): nothing is stored. */
  async execute({ provider: name, rawBody, headers }: ReceiveWebhookCommand): Promise<{ accepted: boolean }> {
    const provider = this.providers.byName(name);
    if (!provider) return { accepted: false };
    const webhook = await provider.readWebhook(rawBody, headers);
    if (!webhook) return { accepted: false };
    const eventId = await this.dataSource.transaction(async (manager) => {
      // TypeORM answers an INSERT ... RETURNING with the rows alone (an UPDATE with [rows, count]).
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO payment_events (provider, "eventId", type, kind, reference, payload) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (provider, "eventId") DO NOTHING RETURNING id`,
        [provider.name, webhook.eventId, webhook.type, webhook.kind, webhook.reference, JSON.stringify(webhook.payload)],
      );
      if (rows.length === 0) return null;
      const attempt = webhook.reference ? await this.records.byReference(webhook.reference, manager) : null;
      if (attempt) await this.records.record(manager, attempt.orderId, attempt.reference, 'webhook-received', `${displayName(provider.name)} sent ${webhook.type}`);
      return rows[0].id;
    });
    // A replay (already stored) was processed, or will be, from its first arrival.
    if (eventId) this.events.emit(PaymentWebhookReceived.eventName, new PaymentWebhookReceived(eventId, provider.name, webhook.type));
    return { accepted: true };
  }
}
