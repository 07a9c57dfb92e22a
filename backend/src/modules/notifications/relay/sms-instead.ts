import type { CountryCode } from 'libphonenumber-js';
import { MessageDraft } from '../domain/message-draft';
import { OutboxMessage } from '../domain/outbox-message.entity';
import { smsDraft } from '../messages/drafts';

type WhatsAppRow = Pick<OutboxMessage, 'dedupKey' | 'kind' | 'audience' | 'reference' | 'orderId' | 'recipient' | 'text'>;

/**
 * The SMS a WhatsApp message becomes when WhatsApp cannot deliver it (ADR 067): the same news in
 * the row's text, under the news's `:sms` key, so it is written once however often it is asked for.
 */
export function smsInsteadOfWhatsApp(row: WhatsAppRow, smsCountries: CountryCode[]): MessageDraft {
  const addressing = { dedupKey: row.dedupKey.replace(/:whatsapp$/, '') + ':sms', kind: row.kind as MessageDraft['kind'], audience: row.audience as MessageDraft['audience'], reference: row.reference, orderId: row.orderId };
  return smsDraft(addressing, row.recipient, row.text, smsCountries);
}
