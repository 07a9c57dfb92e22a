import { createHash } from 'node:crypto';

/** DECISIONS: 14 days from delivery to return an item. */
export const RETURN_WINDOW_DAYS = 14;
const DEFAULT_TERMS_DAYS = 30;

/** "30_days" (SPEC's default) -> 30; anything unreadable is the default. */
export function paymentTermsDays(paymentTerms: string | null | undefined): number {
  const match = /^(\d{1,3})_days?$/.exec(paymentTerms?.trim() ?? '');
  return match ? Number(match[1]) : DEFAULT_TERMS_DAYS;
}

/** Days after delivery before a unit is payable: its return window must close and the supplier's terms pass. */
export function holdDays(paymentTerms: string | null | undefined): number {
  return Math.max(RETURN_WINDOW_DAYS, paymentTermsDays(paymentTerms));
}

/** The order line a unit came from, as payouts and returns name it. */
export function orderItemId(orderId: string, lineIndex: number): string {
  return `${orderId}:${lineIndex}`;
}

/**
 * The transfer reference of one supplier in one run: the same on every retry of the run and on every
 * instance, so Paystack refuses a second transfer (its references: lowercase, digits, 16-50 long).
 */
export function payoutReference(runId: string, supplierId: string): string {
  return `po_${createHash('sha256').update(`${runId}:${supplierId}`).digest('hex').slice(0, 40)}`;
}

/** SQL: an open row is payable once its hold has passed (at query time: nothing to move it on). */
export const DUE = `("deliveredAt" + "holdDays" * interval '1 day') <= now()`;
