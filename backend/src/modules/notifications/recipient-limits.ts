import type { MessageChannel } from '@shop/rules';

/**
 * At most this many messages reach one recipient over one channel, whoever caused them (orders,
 * payments, support requests): a stranger who types someone else's number or address cannot
 * make the shop text or mail it without end. Staff notices are not limited. Counted in the
 * database, so every instance on one PostgreSQL shares the count (ADR 042).
 */
export const RECIPIENT_LIMITS: Record<MessageChannel, { perHour: number; perDay: number; noun: string }> = {
  sms: { perHour: 10, perDay: 20, noun: 'texts' },
  whatsapp: { perHour: 10, perDay: 20, noun: 'WhatsApp messages' },
  email: { perHour: 10, perDay: 30, noun: 'e-mails' },
};
