import { ApiProperty } from '@nestjs/swagger';
import { MESSAGE_AUDIENCES, MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES, MESSAGE_TRANSPORTS } from '@shop/rules';
import { OutboxMessage } from '../domain/outbox-message.entity';

/** A row of the admin Messages list: who, what, and where its delivery stands. */
export class OutboxMessageSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ enum: MESSAGE_KINDS })
  kind: string;

  @ApiProperty({ enum: MESSAGE_CHANNELS })
  channel: string;

  @ApiProperty({ enum: MESSAGE_AUDIENCES })
  audience: string;

  recipient: string;

  @ApiProperty({ nullable: true, type: String })
  subject: string | null;

  /** The order number or support reference the message is about. */
  @ApiProperty({ nullable: true, type: String })
  reference: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  orderId: string | null;

  @ApiProperty({ enum: MESSAGE_STATUSES })
  status: string;

  attempts: number;

  @ApiProperty({ nullable: true, enum: MESSAGE_TRANSPORTS, type: String })
  transport: string | null;

  @ApiProperty({ nullable: true, type: String })
  providerMessageId: string | null;

  @ApiProperty({ nullable: true, type: String })
  lastError: string | null;

  nextAttemptAt: Date;

  @ApiProperty({ nullable: true, type: Date })
  sentAt: Date | null;

  createdAt: Date;

  static from(message: OutboxMessage): OutboxMessageSummaryDto {
    const { id, kind, channel, audience, recipient, subject, reference, orderId, status, attempts, transport, providerMessageId, lastError, nextAttemptAt, sentAt, createdAt } = message;
    return { id, kind, channel, audience, recipient, subject, reference, orderId, status, attempts, transport, providerMessageId, lastError, nextAttemptAt, sentAt, createdAt };
  }
}

/** One message whole: exactly the text (and HTML) the recipient got. */
export class OutboxMessageDto extends OutboxMessageSummaryDto {
  /** The SMS, the e-mail's plain-text part, or a WhatsApp message's news in the words of its SMS. */
  text: string;

  @ApiProperty({ nullable: true, type: String })
  html: string | null;

  /** WhatsApp: the name of the Meta-approved template it went with (ADR 067); null otherwise. */
  @ApiProperty({ nullable: true, type: String, example: 'order_placed' })
  templateName: string | null;

  static override from(message: OutboxMessage): OutboxMessageDto {
    return { ...OutboxMessageSummaryDto.from(message), text: message.text, html: message.html, templateName: message.template?.name ?? null };
  }
}

/** How messages leave this shop, so staff know whether a shopper really got one. */
export class MessageDeliveryDto {
  @ApiProperty({ enum: ['smtp', 'local-mailbox'] })
  email: string;

  @ApiProperty({ enum: ['arkesel', 'hubtel', 'local-mailbox'] })
  sms: string;

  /** `sms`: WhatsApp is not set up in production, so the shoppers who chose it get SMS (ADR 067). */
  @ApiProperty({ enum: ['whatsapp-cloud', 'local-mailbox', 'sms'] })
  whatsapp: string;

  /** Where the local mailbox writes e-mails as .eml files; null when SMTP delivers them. */
  @ApiProperty({ nullable: true, type: String })
  mailDir: string | null;
}
