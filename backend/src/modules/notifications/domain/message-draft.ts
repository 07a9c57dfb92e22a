import type { MessageAudience, MessageChannel, MessageKind } from '@shop/rules';

/** A message as the templates write it, before the outbox stores it. */
export interface MessageDraft {
  dedupKey: string;
  kind: MessageKind;
  channel: MessageChannel;
  audience: MessageAudience;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
  reference: string | null;
  orderId: string | null;
  /** Set when there is nobody to send to (a phone number that cannot be normalised): stored, never tried. */
  undeliverable?: string;
}
