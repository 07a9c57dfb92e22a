import { ApiProperty } from '@nestjs/swagger';
import { OrderPaymentDto } from '../../ordering/ports/order-payment.dto';

export const PAYMENT_HISTORY_KINDS = [
  'attempt-started',
  'attempt-unreachable',
  'webhook-received',
  'verified',
  'paid',
  'failed',
  'mismatch',
  'expired',
  'late-success-honoured',
  'late-success-refunded',
  'paid-twice-refunded',
  'refund-requested',
  'refunded',
  'refund-failed',
  'cancelled-by-staff',
] as const;

export class PaymentHistoryEntryDto {
  @ApiProperty({ enum: PAYMENT_HISTORY_KINDS })
  kind: string;

  /** The attempt this entry belongs to; null for order-wide entries. */
  @ApiProperty({ nullable: true, type: String })
  reference: string | null;

  /** A sentence staff can read ("Paystack says ₵209.00 was paid, the attempt is for ₵209.55 ..."). */
  detail: string;

  at: Date;
}

/** An order's payments for staff: every attempt and what happened to each, oldest first. */
export class PaymentHistoryDto {
  @ApiProperty({ type: [OrderPaymentDto] })
  attempts: OrderPaymentDto[];

  @ApiProperty({ type: [PaymentHistoryEntryDto] })
  entries: PaymentHistoryEntryDto[];

  /** True while something needs a person: a mismatch, a failed refund, money taken for an order that cannot ship. */
  needsAttention: boolean;
}
