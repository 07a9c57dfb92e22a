import { WHATSAPP_LINK, WHATSAPP_NUMBER } from './shop-info';

/**
 * How shoppers reach the shop (support and about pages). SPEC §9 fixes the hours; the rest is not
 * given by SPEC.md.
 * LAUNCH CHECK: the owner must confirm the phone number, the e-mail addresses and the showroom
 * address. The phone number reuses shop-info's deliberately unallocated WhatsApp number.
 */
export const SUPPORT_PHONE = `+${WHATSAPP_NUMBER}`;
/** "+233000000000" -> "+233 00 000 0000", the way Ghanaian numbers are usually written. */
export const SUPPORT_PHONE_TEXT = SUPPORT_PHONE.replace(/^\+233(\d{2})(\d{3})(\d{4})$/, '+233 $1 $2 $3');
export const SUPPORT_EMAIL = 'support@kenteandco.com';
export const CAREERS_EMAIL = 'careers@kenteandco.com';
export { WHATSAPP_LINK };

export const SHOWROOM_ADDRESS = ['Kente & Co. Showroom', 'Bolgatanga Road, near the Central Market', 'Tamale, Northern Region', 'Ghana'] as const;

/** SPEC §9 support hours, Ghana time. */
export const BUSINESS_HOURS = [
  { days: 'Monday to Friday', hours: '9:00 – 18:00' },
  { days: 'Saturday', hours: '10:00 – 16:00' },
  { days: 'Sunday', hours: 'Closed' },
] as const;

export const REPLY_PROMISE = 'We reply to every message within 24 hours.';
