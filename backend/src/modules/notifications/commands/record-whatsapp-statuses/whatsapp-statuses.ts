import { createHmac, timingSafeEqual } from 'node:crypto';

/** A message Meta accepted and then could not deliver, from a `statuses` webhook. */
export interface WhatsAppFailure {
  /** The wamid Meta answered the send with: the outbox row's providerMessageId. */
  messageId: string;
  reason: string;
}

/** Meta's X-Hub-Signature-256: `sha256=` and the HMAC-SHA256 of the exact body, keyed with the app secret. */
export function whatsAppSignatureValid(rawBody: Buffer, header: string | undefined, appSecret: string): boolean {
  if (typeof header !== 'string') return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The failed statuses about messages from this shop's number in a `messages` webhook
 * (`entry[].changes[].value.statuses[]` with `status: "failed"`); sent, delivered and read need nothing.
 */
export function failedWhatsAppStatuses(payload: unknown, phoneNumberId: string): WhatsAppFailure[] {
  const failures: WhatsAppFailure[] = [];
  const entries = (payload as { entry?: unknown })?.entry;
  for (const entry of Array.isArray(entries) ? entries : []) {
    const changes = (entry as { changes?: unknown })?.changes;
    for (const change of Array.isArray(changes) ? changes : []) {
      const value = (change as { field?: unknown; value?: any })?.field === 'messages' ? (change as { value?: any }).value : null;
      if (value?.metadata?.phone_number_id !== phoneNumberId || !Array.isArray(value.statuses)) continue;
      for (const status of value.statuses) {
        if (status?.status !== 'failed' || typeof status.id !== 'string' || status.id.length > 255) continue;
        const error = Array.isArray(status.errors) ? status.errors[0] : null;
        const title = typeof error?.title === 'string' ? error.title : 'failed';
        failures.push({ messageId: status.id, reason: `WhatsApp could not deliver it: ${title.slice(0, 200)}${typeof error?.code === 'number' ? ` (${error.code})` : ''}` });
      }
    }
  }
  return failures;
}
