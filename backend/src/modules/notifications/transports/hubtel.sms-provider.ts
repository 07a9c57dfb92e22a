import { SmsSettings } from '../../../config/notifications-config';
import { postJson } from './http-send';
import { Delivery } from './mail-transport';
import { providerNumber, SmsProvider } from './sms-provider';

interface HubtelAnswer {
  messageId?: string;
  MessageId?: string;
  status?: number;
  Status?: number;
}

/** Hubtel SMS: POST /v1/messages/send with HTTP Basic clientId:clientSecret and JSON {From, To, Content}. */
export class HubtelSmsProvider implements SmsProvider {
  constructor(private readonly settings: SmsSettings) {}

  async send(to: string, text: string): Promise<Delivery> {
    const answer = (await postJson(
      `${this.settings.baseUrl}/v1/messages/send`,
      { authorization: `Basic ${Buffer.from(this.settings.apiKey).toString('base64')}` },
      { From: this.settings.sender, To: providerNumber(to), Content: text },
      'Hubtel',
    )) as HubtelAnswer | null;
    const messageId = answer?.messageId ?? answer?.MessageId;
    if (!messageId) throw new Error(`Hubtel did not accept the message: ${JSON.stringify(answer).slice(0, 300)}`);
    return { transport: 'hubtel', providerMessageId: messageId };
  }
}
