import { WhatsAppSettings } from '../../../config/notifications-config';
import { isPermanentStatus, PermanentDeliveryError, SEND_TIMEOUT_MS } from './delivery-error';
import { Delivery } from './mail-transport';
import { providerNumber } from './sms-provider';
import { WhatsAppTemplate, WhatsAppTransport } from './whatsapp-transport';

interface CloudAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; type?: string; code?: number; error_subcode?: number; fbtrace_id?: string };
}

/**
 * Meta's error codes that mean "later", though some come with a 400: throttling (4, 80007, 130429,
 * 131056 too many to one number) and Meta's own trouble (1, 2, 131000 generic). Everything else a
 * 4xx says is for good: not on WhatsApp, template not approved, token refused.
 */
const TRANSIENT_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131056]);

/**
 * WhatsApp Cloud API: POST {base}/{version}/{phone-number-id}/messages with a Bearer token and a
 * template message; Meta answers `{ messages: [{ id }] }` or `{ error: { message, type, code,
 * error_subcode, fbtrace_id } }`. Only templates: the shop writes first, outside any 24-hour window.
 */
export class WhatsAppCloudTransport implements WhatsAppTransport {
  constructor(private readonly settings: WhatsAppSettings) {}

  async send(to: string, template: WhatsAppTemplate): Promise<Delivery> {
    const { baseUrl, apiVersion, phoneNumberId, token } = this.settings;
    const components: unknown[] = [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }];
    if (template.codeButton) components.push({ type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: template.codeButton }] });
    const response = await fetch(`${baseUrl}/${apiVersion}/${phoneNumberId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: providerNumber(to),
        type: 'template',
        template: { name: template.name, language: { code: template.language }, components },
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const text = await response.text();
    let answer: CloudAnswer | null = null;
    try {
      answer = text ? (JSON.parse(text) as CloudAnswer) : null;
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    if (!response.ok) {
      const error = answer?.error;
      const detail = error
        ? // Meta's messages often start with their code already: '(#131026) Message undeliverable'.
          `WhatsApp answered ${response.status}: ${error.message?.startsWith('(#') ? '' : `(#${error.code}) `}${error.message ?? ''}${error.error_subcode ? ` (subcode ${error.error_subcode})` : ''}`
        : `WhatsApp answered ${response.status}: ${text.slice(0, 300)}`;
      if (isPermanentStatus(response.status) && !(error?.code !== undefined && TRANSIENT_CODES.has(error.code))) throw new PermanentDeliveryError(detail);
      throw new Error(detail);
    }
    const id = answer?.messages?.[0]?.id;
    if (!id) throw new Error(`WhatsApp did not accept the message: ${text.slice(0, 300)}`);
    return { transport: 'whatsapp-cloud', providerMessageId: id };
  }
}
