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
  /** WhatsApp only: the approved template and its values; `text` holds the same news as an SMS, sent instead if WhatsApp fails. */
  template?: WhatsAppTemplate | null;
  /** Set when there is nobody to send to (a phone number that cannot be normalised): stored, never tried. */
  undeliverable?: string;
}

/** A message template Meta approved, and the values of its body's {{1}}, {{2}}... in order (ADR 067). */
export interface WhatsAppTemplate {
  name: string;
  language: string;
  parameters: string[];
  /** Authentication (sign-in code) templates also carry the code on their copy-code button. */
  codeButton?: string;
}
