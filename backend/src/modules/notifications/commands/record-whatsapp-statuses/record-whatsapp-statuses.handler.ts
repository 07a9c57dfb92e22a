import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { OutboxMessage } from '../../domain/outbox-message.entity';
import { Outbox } from '../../outbox';
import { smsInsteadOfWhatsApp } from '../../relay/sms-instead';
import { WhatsAppFailure } from './whatsapp-statuses';

/**
 * A WhatsApp message Meta accepted but could not deliver (no WhatsApp on the number, most often):
 * the row becomes dead and, in the same transaction, its news is queued by SMS (ADR 067). Only a
 * row still `sent` changes, so a status Meta sends again, or a failure after a fallback, adds nothing.
 * Answers how many went by SMS instead.
 */
@Injectable()
export class RecordWhatsAppStatusesHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: Outbox,
  ) {}

  async execute(failures: WhatsAppFailure[]): Promise<number> {
    let instead = 0;
    for (const failure of failures) {
      await this.dataSource.transaction(async (manager) => {
        const [rows]: [OutboxMessage[], number] = await manager.query(
          `UPDATE outbox_messages SET status = 'dead', "lastError" = $2, "updatedAt" = now()
            WHERE channel = 'whatsapp' AND "providerMessageId" = $1 AND status = 'sent'
            RETURNING "dedupKey", kind, audience, reference, "orderId", recipient, text`,
          [failure.messageId, `${failure.reason} (sent by SMS instead)`.slice(0, 2000)],
        );
        if (rows.length === 0) return;
        await this.outbox.enqueue(manager, [smsInsteadOfWhatsApp(rows[0], this.config.notifications.smsCountries)]);
        instead += 1;
      });
    }
    return instead;
  }
}
