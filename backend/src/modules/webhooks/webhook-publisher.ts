import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ChangeNotifications } from '../../database/change-notifications';
import { WEBHOOK_EVENTS, WebhookEventType } from './domain/webhook-event-types';

/** Heard by the webhook relays (on every instance) when a transaction that owes deliveries commits. */
export const WEBHOOKS_TOPIC = 'webhooks';

export type WebhookData<T extends WebhookEventType> = InstanceType<(typeof WEBHOOK_EVENTS)[T]['payload']>;

/**
 * What other modules call inside the transaction of a change: the event and one delivery per
 * active subscription that wants its type are written with the change, so a rolled-back change
 * is never sent and a committed one always is (the relay sends after the commit).
 */
@Injectable()
export class WebhookPublisher {
  constructor(private readonly changes: ChangeNotifications) {}

  async publish<T extends WebhookEventType>(manager: EntityManager, type: T, data: WebhookData<T>): Promise<void> {
    const id = `evt_${randomUUID().replace(/-/g, '')}`;
    // One statement: the event, then one delivery per subscription that wants it (the deliveries'
    // foreign key is checked at the statement's end, when the event is there). Deliveries take
    // their sequence in the order events are written, which is the order a subscription receives
    // them. JSON round trip: the stored payload is exactly what will be sent (dates as ISO
    // strings, no undefined). TypeORM answers an INSERT ... RETURNING with the rows alone.
    const rows: unknown[] = await manager.query(
      `WITH event AS (INSERT INTO webhook_events (id, type, version, data) VALUES ($1, $2, $3, $4) RETURNING id)
       INSERT INTO webhook_deliveries ("subscriptionId", "eventId")
       SELECT s.id, event.id FROM event, webhook_subscriptions s WHERE s.active AND $2 = ANY(s."eventTypes") ORDER BY s.id
       RETURNING id`,
      [id, type, WEBHOOK_EVENTS[type].version, JSON.stringify(data)],
    );
    if (rows.length > 0) await this.changes.announce(manager, WEBHOOKS_TOPIC);
  }
}
