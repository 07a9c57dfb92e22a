import type { MessageTransport } from '@shop/rules';

export interface MailToSend {
  /** The outbox row's id: the Message-ID is derived from it, so a receiver can spot a repeat. */
  id: string;
  createdAt: Date;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The shop's support address from Settings at sending time: a shopper's reply reaches staff, not MAIL_FROM. */
  replyTo: string | null;
}

export interface Delivery {
  transport: MessageTransport;
  providerMessageId: string | null;
}

/** Where e-mails go: SMTP, or the local mailbox when no SMTP_URL is set. */
export interface MailTransport {
  send(message: MailToSend): Promise<Delivery>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** The nodemailer message of an outbox e-mail, the same whichever way it leaves. */
export function mailOptions(message: MailToSend, mailFrom: string) {
  return {
    from: mailFrom,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    messageId: messageIdFor(message.id, mailFrom),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
  };
}

/** Deterministic: the same outbox row always leaves with the same Message-ID. */
export function messageIdFor(id: string, mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'shop.local';
  return `<outbox-${id}@${domain}>`;
}
