import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS } from '@shop/rules';

export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'paid', 'failed', 'expired', 'mismatch', 'refund_pending', 'refunded', 'refund_failed'] as const;

/**
 * The latest payment attempt of an order, as the shopper and staff see it. Amounts are integers in
 * the currency's minor unit (pesewas for GHS, cents for USD); no payment details are ever held.
 */
export class OrderPaymentDto {
  @ApiProperty({ enum: ['paystack', 'paypal'] })
  provider: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  method: string;

  /** The shop's reference for this attempt, sent to the provider. */
  @ApiProperty({ example: 'GH7KQ2M9XD4TRB-1' })
  reference: string;

  @ApiProperty({ enum: PAYMENT_ATTEMPT_STATUSES })
  status: string;

  /** Where the shopper approves the payment; null once it cannot be approved any more (or the provider was unreachable). */
  @ApiProperty({ nullable: true, type: String })
  redirectUrl: string | null;

  /** Charged amount in the currency's minor unit (pesewas or cents). */
  @ApiProperty({ example: 20955 })
  amount: number;

  @ApiProperty({ enum: ['GHS', 'USD'] })
  currency: string;

  /** The order total in pesewas this attempt pays for. */
  @ApiProperty({ example: 20955 })
  amountPesewas: number;

  /** Cedis per US dollar used for a PayPal charge ("15.20"); null for cedi charges. */
  @ApiProperty({ nullable: true, type: String, example: '15.20' })
  ghsPerUsd: string | null;

  /** True when the shop runs on its built-in test provider: no real money moves. */
  testMode: boolean;

  createdAt: Date;
}
