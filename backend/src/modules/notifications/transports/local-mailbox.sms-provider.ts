import { randomUUID } from 'node:crypto';
import { Delivery } from './mail-transport';
import { SmsProvider } from './sms-provider';

/** No SMS_PROVIDER: the text is kept in the outbox (the admin Messages view shows it) and nothing leaves. */
export class LocalMailboxSmsProvider implements SmsProvider {
  async send(): Promise<Delivery> {
    return { transport: 'local-mailbox', providerMessageId: `local-${randomUUID()}` };
  }
}
