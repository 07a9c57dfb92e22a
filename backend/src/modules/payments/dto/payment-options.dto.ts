import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS } from '@shop/rules';

export class PaymentMethodOptionDto {
  @ApiProperty({ enum: PAYMENT_METHODS })
  method: string;

  /** False when the provider for this method is not configured: the checkout greys it out. */
  available: boolean;
}

/** What the checkout needs to know before the shopper leaves the shop. */
export class PaymentOptionsDto {
  /** True when payments run on the built-in test provider (no keys): the storefront says TEST MODE. */
  testMode: boolean;

  @ApiProperty({ type: [PaymentMethodOptionDto] })
  methods: PaymentMethodOptionDto[];

  /** Cedis per US dollar for PayPal ("15.20"); null when PayPal is not offered. */
  @ApiProperty({ nullable: true, type: String, example: '15.20' })
  paypalGhsPerUsd: string | null;

  /** How long an unpaid order holds its stock. */
  holdMinutes: number;

  /** The largest order total that may be paid on delivery (COD_MAX_TOTAL), in cedis. */
  @ApiProperty({ example: '1000.00' })
  payOnDeliveryMaxTotal: string;

  /** How long a pay-on-delivery order waits for its shopper's confirmation before it is cancelled. */
  payOnDeliveryConfirmHours: number;
}
