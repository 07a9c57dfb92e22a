import { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** A number as shoppers type it ('024 123 4567', '+233 24 123 4567') in E.164 ('+233241234567'); null when it is no valid number. */
export function toE164(phone: string, defaultCountry: CountryCode = 'GH'): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), defaultCountry);
  return parsed && parsed.isValid() ? parsed.number : null;
}
