import { Injectable } from '@nestjs/common';
import { MARKETING_MESSAGE_KINDS } from '@shop/rules';
import { EntityManager } from 'typeorm';
import { lockKeysInOrder } from '../../database/advisory-locks';
import { ChangeNotifications } from '../../database/change-notifications';
import { insertIgnoringConflicts } from '../../database/entity-rows';
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

  /**
   * `owed`: the messages follow what staff did or money that moved (a support answer, a refund, a
   * shipped order), which no stranger can cause: they count towards the recipient's limits but are
   * never held by them, so a customer whose own orders used up the hour still hears about the refund.
   */
  async enqueue(manager: EntityManager, drafts: MessageDraft[], { owed = false }: { owed?: boolean } = {}): Promise<void> {
    if (drafts.length === 0) return;
    if (!owed) drafts = await this.withinRecipientLimits(manager, drafts);
    // Every order writes some: one INSERT in plain SQL (entity-rows.ts).
    await insertIgnoringConflicts(
      manager,
      OutboxMessage,
      drafts.map(({ undeliverable, template, ...draft }) => ({
        ...draft,
        template: template ?? null,
        status: undeliverable ? ('undeliverable' as const) : ('queued' as const),
        lastError: undeliverable ?? null,
      })),
    );
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
    if (keys.length > 0) {
      // The count in a statement after the locks: its snapshot is taken once every lock is held, so it
      // sees what the holders before committed.
      await lockKeysInOrder(manager, keys.map((key) => `outbox-recipient:${key}`));
      const rows: { key: string; hour: string | number; day: string | number }[] = await manager.query(
        `SELECT k.channel || ':' || k.recipient AS key,
                count(m.id) FILTER (WHERE m."createdAt" > now() - interval '1 hour') AS hour, count(m.id) AS day
           FROM unnest($1::text[], $2::text[]) AS k(channel, recipient)
           LEFT JOIN outbox_messages m
             ON m.channel = k.channel AND lower(m.recipient) = k.recipient AND m.audience <> 'staff' AND m.kind <> ALL($3::text[])
            AND m.status IN ('queued', 'sending', 'sent') AND m."createdAt" > now() - interval '1 day'
          GROUP BY k.channel, k.recipient`,
        [keys.map((key) => key.slice(0, key.indexOf(':'))), keys.map((key) => key.slice(key.indexOf(':') + 1)), MARKETING_MESSAGE_KINDS],
      );
      for (const row of rows) written.set(row.key, { hour: Number(row.hour), day: Number(row.day) });
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
