/**
 * Payment rules shared by the server and the storefront. PayPal takes no cedis: the shop charges US
 * dollars at a rate staff set, and the checkout shows the very figure the server will charge.
 */
import { Pesewas } from './money';

/** `cod`: pay on delivery, in cash or Mobile Money to the rider (pay-on-delivery.ts). */
export const PAYMENT_METHODS = ['momo', 'card', 'paypal', 'cod'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * An order's `paymentStatus` (DECISIONS): a payment never changes `orderStatus` by itself.
 * `refused`: a pay-on-delivery order the shopper turned away at the door (cancelled, stock back).
 */
export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'refunded', 'refused'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/** Cedis per US dollar as staff write it: "15.20" (up to 4 decimals, more than zero). */
export const GHS_PER_USD = /^(?!0+(\.0+)?$)\d{1,4}(\.\d{1,4})?$/;

/** US cents charged for an amount in pesewas at `ghsPerUsd` cedis a dollar, rounded half up, in integers only. */
export function usdCentsFor(pesewas: Pesewas, ghsPerUsd: string): number {
  if (!Number.isSafeInteger(pesewas) || pesewas < 0) throw new RangeError(`Not a whole number of pesewas: ${pesewas}`);
  const match = GHS_PER_USD.exec(ghsPerUsd);
  if (!match) throw new RangeError(`Not a rate in cedis per dollar: '${ghsPerUsd}'`);
  const [whole, fraction = ''] = ghsPerUsd.split('.');
  // rate = whole.fraction = rateUnits / 10^4; cents = pesewas / rate = pesewas * 10^4 / rateUnits.
  const rateUnits = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  const numerator = BigInt(pesewas) * 10_000n;
  return Number((numerator * 2n + rateUnits) / (rateUnits * 2n));
}

/** 1234 -> "US$12.34" */
export function formatUsd(cents: number): string {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `US$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
