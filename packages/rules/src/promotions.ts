import { multiplyRoundHalfUp, Pesewas } from './money';
import { type OrderTotals, taxOn } from './pricing';

/** What a promotion takes off: a percentage or a fixed amount of the subtotal, or the delivery fee (ADR 061). */
export const PROMOTION_KINDS = ['percentage', 'fixed', 'free-delivery'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/** A code as shoppers type it and staff write it: letters and digits, 3 to 32, stored upper-case. */
export const PROMO_CODE = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What the pricing needs of a promotion; the rest (dates, uses) is checked before it is offered. */
export interface PromotionTerms {
  kind: PromotionKind;
  /** Whole percent off (1 to 100) for `percentage`. */
  percentOff: number | null;
  /** Pesewas off for `fixed`, never more than the eligible lines come to. */
  amountOff: Pesewas | null;
  /** The cart's whole subtotal must reach it. */
  minSubtotal: Pesewas | null;
  /** Only lines of this category count towards the discount and the minimum quantity. */
  category: string | null;
  /** At least this many units of the eligible lines (e.g. 2 or more items in Traditional). */
  minQuantity: number | null;
}

export interface PromotionLine {
  category: string;
  unitPrice: Pesewas;
  quantity: number;
}

export type PromotionMiss = 'minimum-not-met' | 'not-applicable';

/** What one promotion does for a basket: money off the subtotal, free delivery, or why it does nothing. */
export type PromotionEffect = { applies: true; subtotalDiscount: Pesewas; freeDelivery: boolean } | { applies: false; reason: PromotionMiss };

export function promotionEffect(terms: PromotionTerms, lines: readonly PromotionLine[]): PromotionEffect {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  if (terms.minSubtotal !== null && subtotal < terms.minSubtotal) return { applies: false, reason: 'minimum-not-met' };
  const eligible = terms.category === null ? lines : lines.filter((line) => line.category === terms.category);
  const units = eligible.reduce((sum, line) => sum + line.quantity, 0);
  if (units === 0 || (terms.minQuantity !== null && units < terms.minQuantity)) return { applies: false, reason: 'not-applicable' };
  const base = eligible.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  switch (terms.kind) {
    case 'percentage':
      return { applies: true, subtotalDiscount: multiplyRoundHalfUp(base, terms.percentOff ?? 0, 100), freeDelivery: false };
    case 'fixed':
      return { applies: true, subtotalDiscount: Math.min(base, terms.amountOff ?? 0), freeDelivery: false };
    case 'free-delivery':
      return { applies: true, subtotalDiscount: 0, freeDelivery: true };
  }
}

/** Tax stays 5% of the subtotal after discounts; free delivery lowers the shipping, never the tax base (ADR 061). */
export function discountedTotals(
  subtotal: Pesewas,
  shipping: Pesewas,
  discount: { subtotalDiscount: Pesewas; freeDelivery: boolean },
): Required<OrderTotals> {
  const subtotalDiscount = Math.min(subtotal, discount.subtotalDiscount);
  const deliveryDiscount = discount.freeDelivery ? shipping : 0;
  const tax = taxOn(subtotal - subtotalDiscount);
  const total = subtotal + shipping - subtotalDiscount - deliveryDiscount + tax;
  return { subtotal, shipping, discount: subtotalDiscount + deliveryDiscount, tax, total };
}
