import { CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** A number as shoppers type it ('024 123 4567', '+233 24 123 4567') in E.164 ('+233241234567'); null when it is no valid number. */
/** The number in E.164 and the country it belongs to; null when it is no valid number. */
export function parsePhone(phone: string, defaultCountry: CountryCode = 'GH'): { e164: string; country: CountryCode | undefined } | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), defaultCountry);
  return parsed && parsed.isValid() ? { e164: parsed.number, country: parsed.country } : null;
}

export function toE164(phone: string, defaultCountry: CountryCode = 'GH'): string | null {
  return parsePhone(phone, defaultCountry)?.e164 ?? null;
}
