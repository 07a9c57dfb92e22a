import { ApiProperty } from '@nestjs/swagger';
import { PAYMENT_METHODS } from '@shop/rules';

/** A payment waiting on the built-in test provider's page (TEST MODE: no real money). */
export class TestCheckoutDto {
  /** The provider's id for it: a Paystack access code or a PayPal order id. */
  id: string;

  @ApiProperty({ enum: ['paystack', 'paypal'] })
  provider: string;

  @ApiProperty({ enum: PAYMENT_METHODS })
  method: string;

  /** In the currency's minor unit. */
  amount: number;

  @ApiProperty({ enum: ['GHS', 'USD'] })
  currency: string;

  /** The order number the shopper is paying for. */
  orderNumber: string;

  @ApiProperty({ enum: ['open', 'approved', 'declined'] })
  status: string;
}

export class TestCheckoutOutcomeDto {
  /** Where the shopper goes next: the shop's tracking page for the order. */
  returnUrl: string;
}
