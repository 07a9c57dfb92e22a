import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ChangeNotifications } from '../../database/change-notifications';
import { MessageDraft } from './domain/message-draft';
import { OutboxMessage } from './domain/outbox-message.entity';

/** Heard by the relays (on every instance) when a transaction that wrote messages commits. */
export const OUTBOX_TOPIC = 'outbox';

/**
 * Writes messages into the caller's transaction: they exist exactly when the change that caused
 * them commits, and a message already written under the same dedup key is kept, not doubled.
 */
@Injectable()
export class Outbox {
  constructor(private readonly changes: ChangeNotifications) {}

  async enqueue(manager: EntityManager, drafts: MessageDraft[]): Promise<void> {
    if (drafts.length === 0) return;
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values(
        drafts.map(({ undeliverable, ...draft }) => ({
          ...draft,
          status: undeliverable ? 'undeliverable' : 'queued',
          lastError: undeliverable ?? null,
        })),
      )
      .orIgnore()
      .execute();
    await this.changes.announce(manager, OUTBOX_TOPIC);
  }
}
