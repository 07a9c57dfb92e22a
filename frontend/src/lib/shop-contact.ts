/**
 * How shoppers reach the shop beyond what staff set in the admin Settings tab (phone, WhatsApp,
 * e-mail, address, hours and social links come from GET /api/settings: lib/use-shop-settings.ts).
 * LAUNCH CHECK: the owner must confirm the careers address.
 */
export const CAREERS_EMAIL = 'careers@kenteandco.com';

export const REPLY_PROMISE = 'We reply to every message within 24 hours.';
