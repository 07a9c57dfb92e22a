import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { DrainRuns } from '../../../shared/drain-runs';
import { OutboxMessage } from '../domain/outbox-message.entity';
import { MessageSent } from '../events/message-sent.event';
import { SettingsService } from '../../settings/settings.service';
import { NotificationsService } from '../notifications.service';
import { PermanentDeliveryError, SEND_TIMEOUT_MS } from '../transports/delivery-error';
import { Delivery, MAIL_TRANSPORT, MailTransport } from '../transports/mail-transport';
import { SMS_PROVIDER, SmsProvider } from '../transports/sms-provider';
import { WHATSAPP_TRANSPORT, WhatsAppTransport } from '../transports/whatsapp-transport';
import { smsInsteadOfWhatsApp } from './sms-instead';
import { Outbox } from '../outbox';
import { RecordWhatsAppStatusesHandler } from '../commands/record-whatsapp-statuses/record-whatsapp-statuses.handler';
import { countedJobRun } from '../../../shared/metrics/job-runs';


/** Rows claimed at once; they are sent side by side, so one lease covers the whole batch. */
const BATCH_SIZE = 10;
/** A claim outlives any send (each has SEND_TIMEOUT_MS): when it lapses, the relay that held it has died and another takes the row. */
export const LEASE_SECONDS = Math.ceil((SEND_TIMEOUT_MS * 4) / 1000);
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;
const E164 = /^\+[1-9]\d{7,14}$/;

type ClaimedRow = Pick<OutboxMessage, 'id' | 'dedupKey' | 'kind' | 'channel' | 'audience' | 'recipient' | 'subject' | 'text' | 'html' | 'template' | 'reference' | 'orderId' | 'attempts' | 'createdAt'>;

/** Waits 30 s after the first failure, doubling each time, at most an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_SECONDS);
}

/**
 * Delivers the outbox. Claims due rows in a short transaction (FOR UPDATE SKIP LOCKED, so relays
 * on one PostgreSQL never take the same row), sends each outside any transaction (the embedded
 * engine has one connection: no transaction is held across a network call), then records each
 * outcome at once. A claim is a lease: a relay killed mid-send leaves rows that another relay
 * takes once the lease lapses. RelayOutboxJob says when it runs.
 */
@Injectable()
export class OutboxRelay implements OnModuleDestroy {
  private readonly logger = new Logger(OutboxRelay.name);
  // Counted under the job's name, RELAY_OUTBOX_JOB (not imported: the job's file imports this one).
  private readonly runs = new DrainRuns(
    () => countedJobRun('relay-outbox', () => this.drain()),
    (error) => this.logger.warn(`Sending messages failed: ${error.message}`),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly notifications: NotificationsService,
    private readonly events: EventEmitter2,
    private readonly settings: SettingsService,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
    @Inject(SMS_PROVIDER) private readonly sms: SmsProvider,
    @Inject(WHATSAPP_TRANSPORT) private readonly whatsapp: WhatsAppTransport,
    private readonly outbox: Outbox,
    private readonly whatsAppStatuses: RecordWhatsAppStatusesHandler,
  ) {}

  async onModuleDestroy(): Promise<void> {
    await this.runs.stop();
    this.mail.close();
  }

  /** Sends everything due now, batch after batch; returns how many rows it tried. One run at a time per process. */
  runOnce(): Promise<number> {
    return this.runs.runOnce();
  }

  /** Starts a run in the background, or another right after the one running (it may have missed the rows that woke it). */
  wake(): void {
    this.runs.wake();
  }

  private async drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return tried;
      tried += rows.length;
      const replyTo = rows.some((row) => row.channel === 'email') ? await this.supportAddress() : null;
      await Promise.all(rows.map((row) => this.deliver(row, replyTo)));
    }
  }

  private async claim(): Promise<ClaimedRow[]> {
    const [rows]: [ClaimedRow[], number] = await this.dataSource.query(
      `UPDATE outbox_messages SET status = 'sending', attempts = attempts + 1,
              "nextAttemptAt" = now() + make_interval(secs => $2), "updatedAt" = now()
        WHERE id IN (SELECT id FROM outbox_messages
                      WHERE status IN ('queued', 'sending') AND "nextAttemptAt" <= now()
                      ORDER BY "nextAttemptAt" LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, "dedupKey", kind, channel, audience, recipient, subject, text, html, template, reference, "orderId", attempts, "createdAt"`,
      [BATCH_SIZE, LEASE_SECONDS],
    );
    return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
  }

  /**
   * Read when sending, not when writing: a reply goes to the support address staff read today.
   * A shop without stored settings (only if someone deleted the row) still sends, without Reply-To.
   */
  private async supportAddress(): Promise<string | null> {
    try {
      return (await this.settings.current()).email;
    } catch (error) {
      this.logger.warn(`E-mails leave without Reply-To: ${(error as Error).message}`);
      return null;
    }
  }

  private async deliver(row: ClaimedRow, replyTo: string | null): Promise<void> {
    if ((row.channel === 'sms' || row.channel === 'whatsapp') && !E164.test(row.recipient)) {
      await this.finish(row, 'undeliverable', `'${row.recipient}' is not a phone number we can text`);
      return;
    }
    if (row.channel === 'whatsapp' && !row.template) {
      await this.finish(row, 'dead', 'A WhatsApp message without its template');
      return;
    }
    let delivery: Delivery;
    try {
      delivery =
        row.channel === 'sms'
          ? await this.sms.send(row.recipient, row.text)
          : row.channel === 'whatsapp'
            ? await this.whatsapp.send(row.recipient, row.template!)
            : await this.mail.send({ id: row.id, createdAt: row.createdAt, to: row.recipient, subject: row.subject ?? '', text: row.text, html: row.html, replyTo });
    } catch (error) {
      const reason = (error as Error).message || String(error);
      if (error instanceof PermanentDeliveryError || row.attempts >= this.config.notifications.maxAttempts) await this.finish(row, 'dead', reason);
      else await this.retryLater(row, reason);
      return;
    }
    await this.sent(row, delivery);
  }

  /**
   * Marked sent. A sign-in code that left by a real provider is blotted out of the stored text: it
   * is the key to a customer's account, and the Messages tab must not hand it to staff. The local
   * mailbox keeps it, since there it is the only place a developer can read it (ADR 059).
   */
  private async sent(row: ClaimedRow, delivery: Delivery): Promise<void> {
    const [rows]: [{ sentAt: Date }[], number] = await this.dataSource.query(
      `UPDATE outbox_messages SET status = 'sent', "sentAt" = now(), transport = $2, "providerMessageId" = $3, "lastError" = NULL, "updatedAt" = now(),
              text = CASE WHEN $4 THEN regexp_replace(text, '\\m[0-9]{6}\\M', '••••••', 'g') ELSE text END
        WHERE id = $1 AND status = 'sending' RETURNING "sentAt"`,
      [row.id, delivery.transport, delivery.providerMessageId, row.kind === 'sign-in-code' && delivery.transport !== 'local-mailbox'],
    );
    if (rows.length === 0) return;
    if (row.channel === 'whatsapp' && delivery.providerMessageId) await this.applyEarlyFailure(row, delivery.providerMessageId);
    if (!row.orderId) return;
    try {
      await this.events.emitAsync(MessageSent.eventName, new MessageSent(row.orderId, row.kind, row.channel, new Date(rows[0].sentAt)));
    } catch (error) {
      this.logger.warn(`Message ${row.id} was sent but not recorded on its order: ${(error as Error).message}`);
    }
  }

  /** Meta may have reported the message failed before it was recorded sent; its news then goes by SMS now. */
  private async applyEarlyFailure(row: ClaimedRow, providerMessageId: string): Promise<void> {
    try {
      await this.whatsAppStatuses.applyHeld(providerMessageId);
    } catch (error) {
      this.logger.warn(`WhatsApp message ${row.id} may have failed and was not yet sent by SMS: ${(error as Error).message}`);
    }
  }

  private async retryLater(row: ClaimedRow, reason: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE outbox_messages SET status = 'queued', "nextAttemptAt" = now() + make_interval(secs => $2), "lastError" = $3, "updatedAt" = now()
        WHERE id = $1 AND status = 'sending'`,
      [row.id, retryDelaySeconds(row.attempts), reason.slice(0, 2000)],
    );
  }

  /**
   * Gives up: staff hear of a dead message in the same transaction (never of a dead-letter notice itself).
   * A dead WhatsApp message is not news for staff: the same transaction queues its text by SMS
   * instead (ADR 067). Only the relay whose update still found the row `sending` writes it, and the
   * SMS's dedup key is unique, so the shopper gets it once, and never beside a sent WhatsApp.
   */
  private async finish(row: ClaimedRow, status: 'dead' | 'undeliverable', reason: string): Promise<void> {
    const fallback = status === 'dead' && row.channel === 'whatsapp';
    const lastError = (fallback ? `${reason.slice(0, 1900)} (sent by SMS instead)` : reason).slice(0, 2000);
    await this.dataSource.transaction(async (manager) => {
      const [rows]: [{ id: string }[], number] = await manager.query(
        `UPDATE outbox_messages SET status = $2, "lastError" = $3, "updatedAt" = now() WHERE id = $1 AND status = 'sending' RETURNING id`,
        [row.id, status, lastError],
      );
      if (rows.length === 0) return;
      if (fallback) {
        await this.outbox.enqueue(manager, [smsInsteadOfWhatsApp(row, this.config.notifications.smsCountries)]);
        return;
      }
      if (status !== 'dead' || row.kind === 'staff-message-dead') return;
      await this.notifications.messageDeadLettered(manager, {
        messageId: row.id,
        kind: row.kind,
        channel: row.channel,
        recipient: row.recipient,
        reference: row.reference,
        lastError,
      });
    });
  }
}
