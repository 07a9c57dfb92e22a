import { randomInt } from 'node:crypto';

/** SPEC: "a 14-day return policy for unworn items", counted from the order's deliveredAt. */
export const RETURN_WINDOW_DAYS = 14;

export const RETURN_REASONS = ['wrong-size', 'defective', 'wrong-item', 'not-as-pictured', 'changed-mind'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** SPEC: "free return shipping for defective items"; a wrong item is the shop's mistake too (DECISIONS). */
export const SHOPS_FAULT: readonly ReturnReason[] = ['defective', 'wrong-item'];

/** Photos a shopper may send with a return: enough to show a flaw from a few sides. */
export const MAX_RETURN_PHOTOS = 3;

/** exchanged: every line was exchanged, so inspection closes it with nothing to refund. */
export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'inspected', 'refunded', 'exchanged'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * none: not yet asked; sending: claimed by one staff click, at the provider (a Mobile Money transfer
 * stays here until Paystack reports it); sent: the provider took it (a transfer: paid into the
 * wallet); failed: the provider said no or could not be reached (staff check it there before trying
 * again; a failed transfer paid nothing); owed: a pay-on-delivery order's that no transfer can send
 * (Paystack not configured, or no wallet on the number), for staff to send by hand; paid-by-hand:
 * staff sent that.
 */
export const REFUND_STATUSES = ['none', 'sending', 'sent', 'failed', 'owed', 'paid-by-hand'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "RT-7KQ2-M9XD-4TRB": read out like an order number, unguessable like one (60 bits). */
export function newReturnNumber(): string {
  const chars = Array.from({ length: 12 }, () => CROCKFORD[randomInt(32)]).join('');
  return `RT-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

export const RETURN_NUMBER = /^RT-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** As typed, any spacing, case or dashes, with Crockford's look-alikes, back to the stored form. */
export function normaliseReturnNumber(input: string): string {
  const compact = input.toUpperCase().replace(/[\s\-_.]/g, '');
  const body = compact.length === 14 && compact.startsWith('RT') ? compact.slice(2) : compact;
  if (body.length !== 12) return compact;
  const fixed = body.replace(/O/g, '0').replace(/[IL]/g, '1');
  return `RT-${fixed.slice(0, 4)}-${fixed.slice(4, 8)}-${fixed.slice(8)}`;
}

/** The last moment a return may start: RETURN_WINDOW_DAYS after delivery. */
export function windowClosesAt(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * What the shopper paid for these lines: their prices' share of the goods paid (the total less the
 * delivery they paid), so a discount and the 5% tax are given back in proportion. Pesewas, half up.
 */
export function linesRefund(linesPesewas: number, order: { subtotal: number; total: number; shippingPaid: number }): number {
  if (order.subtotal <= 0) return 0;
  const goodsPaid = Math.max(0, order.total - order.shippingPaid);
  return Math.floor((linesPesewas * goodsPaid * 2 + order.subtotal) / (2 * order.subtotal));
}
