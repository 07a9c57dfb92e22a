import { ValidateBy } from 'class-validator';
import { toE164 } from '../../notifications/messages/phone-number';

/** A number the shop can text (E.164 after libphonenumber, Ghana by default); null when it is none. */
export function signInPhone(input: unknown): string | null {
  return typeof input === 'string' ? toE164(input) : null;
}

export const GhanaOrInternationalPhone = () =>
  ValidateBy({ name: 'signInPhone', validator: { validate: (value) => signInPhone(value) !== null, defaultMessage: () => 'phone must be a phone number we can text, e.g. 024 123 4567' } });

/** "+233 24 ••• 4567": enough for the customer to see where the code went, not enough to give the number away. */
export function maskedPhone(e164: string): string {
  return `${e164.slice(0, 4)} ${e164.slice(4, 6)} ••• ${e164.slice(-4)}`;
}
