import type { WhatsAppTemplate } from '../domain/message-draft';
import { Delivery } from './mail-transport';

export type { WhatsAppTemplate };

/** Where WhatsApp messages go: Meta's Cloud API, or the local mailbox when no WHATSAPP_ settings are given. */
export interface WhatsAppTransport {
  /** `to` is E.164 (+233...). Throws PermanentDeliveryError when Meta refuses it for good (the relay then sends the text by SMS). */
  send(to: string, template: WhatsAppTemplate): Promise<Delivery>;
}

export const WHATSAPP_TRANSPORT = Symbol('WHATSAPP_TRANSPORT');
