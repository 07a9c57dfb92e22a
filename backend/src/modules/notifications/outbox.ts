import { Injectable } from '@nestjs/common';
import { MARKETING_MESSAGE_KINDS } from '@shop/rules';
import { EntityManager } from 'typeorm';
import { ChangeNotifications } from '../../database/change-notifications';
import { MessageDraft } from './domain/message-draft';
import { OutboxMessage } from './domain/outbox-message.entity';
import { RECIPIENT_LIMITS } from './recipient-limits';

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
    drafts = await this.withinRecipientLimits(manager, drafts);
    await manager
      .createQueryBuilder()
      .insert()
      .into(OutboxMessage)
      .values(
        drafts.map(({ undeliverable, template, ...draft }) => ({
          ...draft,
          template: template ?? null,
          status: undeliverable ? 'undeliverable' : 'queued',
          lastError: undeliverable ?? null,
        })),
      )
      .orIgnore()
      .execute();
    await this.changes.announce(manager, OUTBOX_TOPIC);
  }

  /**
   * A draft that would take its recipient over RECIPIENT_LIMITS is kept as undeliverable, saying
   * why. The count is of the recipient's rows written in the last hour and day that were or will
   * be sent; a transaction-scoped advisory lock per recipient makes writers on every instance
   * count one after the other, each seeing what the one before committed.
   */
  private async withinRecipientLimits(manager: EntityManager, drafts: MessageDraft[]): Promise<MessageDraft[]> {
    // Marketing texts neither count against nor are held by the order messages' limits (DECISIONS):
    // back-in-stock bounds its own (one text per request, open requests per phone capped).
    const limited = drafts.filter((draft) => !draft.undeliverable && draft.audience !== 'staff' && !MARKETING_MESSAGE_KINDS.includes(draft.kind));
    const keys = [...new Set(limited.map(recipientKey))].sort();
    const written = new Map<string, { hour: number; day: number }>();
    for (const key of keys) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`outbox-recipient:${key}`]);
      const [channel, recipient] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
      const [counts]: { hour: string | number; day: string | number }[] = await manager.query(
        `SELECT count(*) FILTER (WHERE "createdAt" > now() - interval '1 hour') AS hour, count(*) AS day
           FROM outbox_messages
          WHERE channel = $1 AND lower(recipient) = $2 AND audience <> 'staff' AND kind <> ALL($3::text[])
            AND status IN ('queued', 'sending', 'sent') AND "createdAt" > now() - interval '1 day'`,
        [channel, recipient, MARKETING_MESSAGE_KINDS],
      );
      written.set(key, { hour: Number(counts.hour), day: Number(counts.day) });
    }
    return drafts.map((draft) => {
      if (!limited.includes(draft)) return draft;
      const count = written.get(recipientKey(draft))!;
      const { perHour, perDay, noun } = RECIPIENT_LIMITS[draft.channel];
      if (count.hour >= perHour) return { ...draft, undeliverable: `Not sent: ${perHour} ${noun} an hour already went to this recipient (the per-recipient limit)` };
      if (count.day >= perDay) return { ...draft, undeliverable: `Not sent: ${perDay} ${noun} a day already went to this recipient (the per-recipient limit)` };
      count.hour++;
      count.day++;
      return draft;
    });
  }
}

function recipientKey(draft: MessageDraft): string {
  return `${draft.channel}:${draft.recipient.trim().toLowerCase()}`;
}
