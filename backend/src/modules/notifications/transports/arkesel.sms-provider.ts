import { SmsSettings } from '../../../config/notifications-config';
import { postJson } from './http-send';
import { Delivery } from './mail-transport';
import { providerNumber, SmsProvider } from './sms-provider';

interface ArkeselAnswer {
  status?: string;
  message?: string;
  data?: { recipient?: string; id?: string }[];
}

/** Arkesel SMS API v2: POST /api/v2/sms/send, header api-key, JSON {sender, message, recipients}. */
export class ArkeselSmsProvider implements SmsProvider {
  constructor(private readonly settings: SmsSettings) {}

  async send(to: string, text: string): Promise<Delivery> {
    const answer = (await postJson(
      `${this.settings.baseUrl}/api/v2/sms/send`,
      { 'api-key': this.settings.apiKey },
      { sender: this.settings.sender, message: text, recipients: [providerNumber(to)] },
      'Arkesel',
    )) as ArkeselAnswer | null;
    if (answer?.status !== 'success') throw new Error(`Arkesel did not accept the message: ${JSON.stringify(answer).slice(0, 300)}`);
    return { transport: 'arkesel', providerMessageId: answer.data?.[0]?.id ?? null };
  }
}
