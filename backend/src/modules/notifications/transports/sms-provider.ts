import { Delivery } from './mail-transport';

/** Where texts go: Arkesel, Hubtel, or the local mailbox when no SMS_PROVIDER is set. */
export interface SmsProvider {
  /** `to` is E.164 (+233...). Throws PermanentDeliveryError when the provider refuses it for good. */
  send(to: string, text: string): Promise<Delivery>;
}

export const SMS_PROVIDER = Symbol('SMS_PROVIDER');

/** Ghanaian providers take the number as digits with the country code and no plus (233...). */
export function providerNumber(e164: string): string {
  return e164.replace(/^\+/, '');
}
