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
