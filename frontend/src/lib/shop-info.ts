import { FREE_SHIPPING_THRESHOLD } from '@shop/rules';

/** "₵200": the free-shipping threshold from the shared pricing rules, in whole cedis. */
export const FREE_SHIPPING_TEXT = `₵${FREE_SHIPPING_THRESHOLD / 100}`;

/** SPEC §1 marketing claims, worded once for the footer and the landing page. */
export const SHOP_CLAIMS = {
  freeShipping: `Free shipping on orders over ${FREE_SHIPPING_TEXT} within Ghana`,
  payments: 'Pay with Mobile Money, cards or PayPal',
  returns: '14-day returns on unworn items',
  support: 'Support by WhatsApp, phone and e-mail',
  craft: 'Authentic Ghanaian craftsmanship',
} as const;

/**
 * The shop's public profiles: plain links, no widgets or scripts from these hosts.
 * LAUNCH CHECK: the handles and the WhatsApp number are not given by SPEC.md; the owner must
 * confirm them. The number below is deliberately unallocated (no Ghanaian number starts 2330).
 */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/kenteandco' },
  { name: 'Instagram', href: 'https://www.instagram.com/kenteandco' },
  { name: 'X', href: 'https://x.com/kenteandco' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@kenteandco' },
] as const;

/** WhatsApp chat link (wa.me takes the number in international form without '+'). */
export const WHATSAPP_NUMBER = '233000000000';
export const WHATSAPP_LINK = `https://wa.me/${WHATSAPP_NUMBER}`;
