import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { OutboxMessage } from '../../domain/outbox-message.entity';
import { Outbox } from '../../outbox';
import { smsInsteadOfWhatsApp } from '../../relay/sms-instead';
import { WhatsAppFailure } from './whatsapp-statuses';

/** Long past the relay's record of any send: a failure held this long named no message of ours. */
const HELD_FOR = '1 day';

/**
 * A WhatsApp message Meta accepted but could not deliver (no WhatsApp on the number, most often):
 * the row becomes dead and, in the same transaction, its news is queued by SMS (ADR 067). Only a
 * row still `sent` changes, so a status Meta sends again, or a failure after a fallback, adds nothing.
 *
 * Meta may report the failure before the relay has recorded the message as sent. Each failure is
 * therefore held (committed) before it is applied, and the relay applies held failures after it
 * commits a send: whichever of the two comes second finds the other's work, so none is lost.
 */
@Injectable()
export class RecordWhatsAppStatusesHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: Outbox,
  ) {}

  /** Answers how many went by SMS instead. */
  async execute(failures: WhatsAppFailure[]): Promise<number> {
    if (failures.length === 0) return 0;
    await this.dataSource.query(`DELETE FROM held_whatsapp_failures WHERE "receivedAt" < now() - $1::interval`, [HELD_FOR]);
    let instead = 0;
    for (const failure of failures) {
      await this.dataSource.query(`INSERT INTO held_whatsapp_failures ("messageId", reason) VALUES ($1, $2) ON CONFLICT ("messageId") DO NOTHING`, [
        failure.messageId,
        failure.reason.slice(0, 300),
      ]);
      if (await this.applyHeld(failure.messageId)) instead += 1;
    }
    return instead;
  }

  /** Applies the failure held for a sent message, if Meta has reported one; true when its news went by SMS instead. */
  async applyHeld(messageId: string): Promise<boolean> {
    // Nearly always nothing is held: one read instead of a transaction for each message the relay sends.
    const [held] = await this.dataSource.query(`SELECT 1 FROM held_whatsapp_failures WHERE "messageId" = $1`, [messageId]);
    if (!held) return false;
    return this.dataSource.transaction(async (manager) => {
      const [rows]: [OutboxMessage[], number] = await manager.query(
        `UPDATE outbox_messages AS message SET status = 'dead', "lastError" = held.reason || ' (sent by SMS instead)', "updatedAt" = now()
           FROM held_whatsapp_failures AS held
          WHERE held."messageId" = $1 AND message.channel = 'whatsapp' AND message."providerMessageId" = $1 AND message.status = 'sent'
          RETURNING message."dedupKey", message.kind, message.audience, message.reference, message."orderId", message.recipient, message.text`,
        [messageId],
      );
      if (rows.length === 0) return false;
      await manager.query(`DELETE FROM held_whatsapp_failures WHERE "messageId" = $1`, [messageId]);
      await this.outbox.enqueue(manager, [smsInsteadOfWhatsApp(rows[0], this.config.notifications.smsCountries)]);
      return true;
    });
  }
}
