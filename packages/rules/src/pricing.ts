import { fromPesewas, multiplyRoundHalfUp, Pesewas, toPesewas } from './money';

/** SPEC §9 and DECISIONS.md: the shop's price rules, in pesewas. Imports only ./money. */
export const FREE_SHIPPING_THRESHOLD: Pesewas = 200_00;
export const DELIVERY_OPTIONS = {
  standard: { fee: 30_00, freeAboveThreshold: true, days: 3, label: 'Standard Delivery', note: '3-5 business days' },
  'next-day': { fee: 50_00, freeAboveThreshold: false, days: 1, label: 'Next-Day Delivery', note: 'Delivered tomorrow' },
  'same-day': { fee: 80_00, freeAboveThreshold: false, days: 0, label: 'Same-Day Delivery', note: 'Within 6 hours' },
} as const;
export type DeliveryType = keyof typeof DELIVERY_OPTIONS;
export const DELIVERY_TYPES = Object.keys(DELIVERY_OPTIONS) as DeliveryType[];

export const TAX_RATE_PERCENT = 5;

/** Units of one product on one cart or order line; stock caps it further. */
export const MAX_LINE_QUANTITY = 999;
export const DEFAULT_MARKUP_PERCENT = '12.00';

/**
 * The most a supplier may ask for one unit: ₵100,000.00. The admin's price is bounded only by what an
 * amount can store (₵99,999,999.99), so the portal has its own: far above anything the shop sells,
 * low enough to refuse a slipped key (and the marked-up price always fits a stored amount).
 */
export const MAX_SUPPLIER_COST: Pesewas = 100_000_00;

export function shippingFee(subtotal: Pesewas, delivery: DeliveryType): Pesewas {
  const option = DELIVERY_OPTIONS[delivery];
  if (option.freeAboveThreshold && subtotal >= FREE_SHIPPING_THRESHOLD) return 0;
  return option.fee;
}

export function taxOn(subtotal: Pesewas): Pesewas {
  return multiplyRoundHalfUp(subtotal, TAX_RATE_PERCENT, 100);
}

export interface OrderTotals {
  subtotal: Pesewas;
  shipping: Pesewas;
  /** Money off from promotions (subtotal and delivery together); absent or 0 shows no line (ADR 061). */
  discount?: Pesewas;
  tax: Pesewas;
  total: Pesewas;
}

export function orderTotals(lines: { unitPrice: Pesewas; quantity: number }[], delivery: DeliveryType): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shipping = shippingFee(subtotal, delivery);
  const tax = taxOn(subtotal);
  return { subtotal, shipping, tax, total: subtotal + shipping + tax };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC §9: same-day is today, next-day tomorrow, standard in 3 days. */
export function estimatedDeliveryDate(delivery: DeliveryType, now: Date = new Date()): Date {
  return new Date(now.getTime() + DELIVERY_OPTIONS[delivery].days * DAY_MS);
}

/** How much more the shopper must add for free standard shipping (0 once reached). */
export function amountToFreeShipping(subtotal: Pesewas): Pesewas {
  return Math.max(0, FREE_SHIPPING_THRESHOLD - subtotal);
}

/** SPEC §5: round((originalPrice - price) / originalPrice * 100), or null when there is no discount. */
export function discountPercent(price: string, originalPrice: string | null | undefined): number | null {
  if (!originalPrice) return null;
  const original = toPesewas(originalPrice);
  const current = toPesewas(price);
  if (original <= 0 || current >= original) return null;
  return Math.round(((original - current) / original) * 100);
}

/** Supplier selling price: cost x (1 + markup/100), half up to the pesewa. Markup is "12.00"-style. */
export function sellingPriceFromCost(costPrice: string, markupPercentage: string = DEFAULT_MARKUP_PERCENT): string {
  const markupHundredths = toPesewas(markupPercentage); // "12.00" -> 1200 hundredths of a percent
  return fromPesewas(multiplyRoundHalfUp(toPesewas(costPrice), 10_000 + markupHundredths, 10_000));
}

/**
 * The supplier's cost behind a selling price: the cost whose marked-up price (sellingPriceFromCost)
 * is this price, so a payout pays back exactly what the markup rule published. A price no cost
 * marks up to (staff typed it) gives the cost nearest to price / (1 + markup), half up.
 */
export function costFromSellingPrice(sellingPrice: Pesewas, markupPercentage: string = DEFAULT_MARKUP_PERCENT): Pesewas {
  if (!Number.isSafeInteger(sellingPrice) || sellingPrice < 0) throw new RangeError(`Not an amount in pesewas: ${sellingPrice}`);
  const factor = 10_000 + toPesewas(markupPercentage);
  const nearest = multiplyRoundHalfUp(sellingPrice, 10_000, factor);
  // Marking up moves a price by more than one pesewa per pesewa of cost: at most one cost fits.
  for (const cost of [nearest, nearest - 1, nearest + 1]) {
    if (cost >= 0 && multiplyRoundHalfUp(cost, factor, 10_000) === sellingPrice) return cost;
  }
  return nearest;
}
