/**
 * Pay on delivery (`cod`): the shopper pays the rider in cash or Mobile Money at the door (ADR 054).
 * The server decides; the checkout uses the same rules to say why the choice is not offered.
 */
import { formatCedis, Pesewas } from './money';

/** COD_MAX_TOTAL's default: baskets above 1,000.00 cedis are paid before they leave the shop. */
export const DEFAULT_COD_MAX_TOTAL: Pesewas = 100_000;
/** COD_CONFIRM_HOURS's default: an order not confirmed by the shopper within a day goes back on sale. */
export const DEFAULT_COD_CONFIRM_HOURS = 24;
/** A phone that turned away this many orders at the door within the window pays first. */
export const COD_REFUSAL_LIMIT = 2;
export const COD_REFUSAL_WINDOW_DAYS = 180;

/** How the rider was paid. */
export const COD_COLLECTION_METHODS = ['cash', 'momo'] as const;
export type CodCollectionMethod = (typeof COD_COLLECTION_METHODS)[number];

export type CodRefusalReason = 'over-cap' | 'refusals';

export interface CodRefusal {
  reason: CodRefusalReason;
  message: string;
}

/** The earliest refusal that still counts against a phone at `now`. */
export function refusalWindowStart(now: Date): Date {
  return new Date(now.getTime() - COD_REFUSAL_WINDOW_DAYS * 86_400_000);
}

/** Why this basket cannot be paid on delivery; null when it can (the region is the server's to check). */
export function payOnDeliveryRefusal({ total, maxTotal, refusals }: { total: Pesewas; maxTotal: Pesewas; refusals: number }): CodRefusal | null {
  if (total > maxTotal) {
    return {
      reason: 'over-cap',
      message: `Pay on delivery is for orders up to ${formatCedis(maxTotal, { fromPesewas: true })}; this one comes to ${formatCedis(total, { fromPesewas: true })}. Please pay now with Mobile Money.`,
    };
  }
  if (refusals >= COD_REFUSAL_LIMIT) {
    return {
      reason: 'refusals',
      message: `Pay on delivery is not available for this phone number because ${refusals} recent orders were refused at the door. Please pay now with Mobile Money.`,
    };
  }
  return null;
}

/** Until when a shopper may confirm a pay-on-delivery order placed at `placedAt`. */
export function confirmBy(placedAt: Date, confirmHours: number): Date {
  return new Date(placedAt.getTime() + confirmHours * 3_600_000);
}

/** The door actions (collect, MoMo request, refused, not home) are for a COD order the rider has out for delivery and not yet paid. */
export function atTheDoor({ paymentMethod, orderStatus, paymentStatus }: { paymentMethod: string; orderStatus: string; paymentStatus: string }): boolean {
  return paymentMethod === 'cod' && orderStatus === 'out-for-delivery' && (paymentStatus === 'pending' || paymentStatus === 'failed');
}
