import { randomUUID } from 'node:crypto';
import { PermanentDeliveryError } from './delivery-error';
import { Delivery } from './mail-transport';
import { WhatsAppTransport } from './whatsapp-transport';

/**
 * No WHATSAPP_ settings. In development and tests the message is kept in the outbox (the admin
 * Messages view shows it as WhatsApp) and nothing leaves. In production nobody reads that mailbox,
 * so the message fails over to SMS at once rather than vanish.
 */
export class LocalMailboxWhatsAppTransport implements WhatsAppTransport {
  constructor(private readonly production: boolean) {}

  async send(): Promise<Delivery> {
    if (this.production) throw new PermanentDeliveryError('WhatsApp is not set up (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID)');
    return { transport: 'local-mailbox', providerMessageId: `local-${randomUUID()}` };
  }
}
