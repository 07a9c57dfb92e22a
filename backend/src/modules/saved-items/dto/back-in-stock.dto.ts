import { Equals, IsBoolean, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { SingleLine } from '../../../shared/http/plain-text.validator';
import { GhanaOrInternationalPhone } from '../../identity/domain/sign-in-phone';

export class RequestBackInStockDto {
  @IsUUID('all')
  productId: string;

  /** The sold-out size x colour (the product's `variants[].id`). */
  @IsUUID('all')
  variantId: string;

  /**
   * As typed (024 123 4567, +233 24 123 4567); Ghana by default. A signed-in customer may leave it
   * out to use the account's phone.
   */
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(30)
  @GhanaOrInternationalPhone()
  phone?: string;

  /** The shopper ticked "Text me once when it is back": no text without it. */
  @IsBoolean()
  @Equals(true, { message: 'consent must be given: tick the box to be texted once when it is back' })
  consent: boolean;
}

export class BackInStockRequestDto {
  /** Keep it to cancel the request (DELETE /api/back-in-stock/{id}). */
  id: string;
  productId: string;
  variantId: string;
  size: string | null;
  color: string | null;
  /** The number the text will go to, partly hidden: +233 24 ••• 4567. */
  sendTo: string;
  status: 'open' | 'sent' | 'cancelled';
}
