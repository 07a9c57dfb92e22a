import { formatCedis, formatUsd, usdCentsFor, type OrderPaymentStatus } from '@shop/rules';
import type { OrderPaymentDto } from '../api/generated/model';

/** An order's payment state as shoppers and staff read it (DECISIONS: pending means we wait for the money). */
export const PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  refunded: 'Refunded',
  refused: 'Refused',
};

export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status as OrderPaymentStatus] ?? status;
}

/** One attempt's state, for staff reading an order's payment history. */
const ATTEMPT_STATUS_LABELS: Record<OrderPaymentDto['status'], string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  mismatch: 'Amount mismatch',
  refund_pending: 'Refund pending',
  refunded: 'Refunded',
  refund_failed: 'Refund failed',
};

export function attemptStatusLabel(status: string): string {
  return ATTEMPT_STATUS_LABELS[status as OrderPaymentDto['status']] ?? status;
}

/** An amount in its currency's minor unit: 20955 GHS -> "₵209.55", 1397 USD -> "US$13.97". */
export function formatPaymentAmount(amount: number, currency: string): string {
  return currency === 'USD' ? formatUsd(amount) : formatCedis(amount, { fromPesewas: true });
}

/** "₵15.00 per US$1": the rate as staff set it (up to four decimals, so not rounded to pesewas). */
export function rateText(ghsPerUsd: string): string {
  return `₵${ghsPerUsd} per US$1`;
}

/**
 * What PayPal will charge for a total in pesewas, worked out by the same rule the server charges
 * by: "US$13.97 at ₵15.00 per US$1; PayPal charges in US dollars".
 */
export function paypalQuote(totalPesewas: number, ghsPerUsd: string): string {
  return `${formatUsd(usdCentsFor(totalPesewas, ghsPerUsd))} at ${rateText(ghsPerUsd)}; PayPal charges in US dollars`;
}
