import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { MAX_LINE_QUANTITY, PHONE_NUMBER, PROMOTION_KINDS } from '@shop/rules';
import { IsMoneyAmount } from '../../../../shared/http/money-amount.validator';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { NestedObjects } from '../../../../shared/http/nested-objects.decorator';
import { EmailAddress } from '../../../../shared/http/person-fields.decorator';
import { SingleLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { PROMO_CODE_REFUSALS } from '../../domain/promotion-offer';

export class QuoteItemDto {
  @IsUUID()
  productId: string;

  @IsInt()
  @Min(1)
  @Max(MAX_LINE_QUANTITY)
  quantity: number;
}

/** A basket to price with a code and the automatic promotions; the server takes prices and categories from the catalog. */
export class QuotePromotionsDto {
  @NestedObjects(() => QuoteItemDto)
  @ArrayMaxSize(50)
  items: QuoteItemDto[];

  /** As typed: spaces around it and the case do not matter. */
  @ApiProperty({ required: false, example: 'AKWAABA10' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @SingleLine()
  @MaxLength(32)
  code?: string;

  /** With phone, at checkout: a code's uses per customer are checked too. */
  @IsOptional()
  @EmailAddress()
  email?: string;

  @IsOptional()
  @Trimmed()
  @MatchesRule(PHONE_NUMBER, 'phone must be a phone number like +233 24 123 4567')
  phone?: string;

  /** The delivery fee a free-delivery promotion would take off (the chosen option's); standard delivery's when omitted. */
  @IsOptional()
  @IsMoneyAmount('30.00')
  shipping?: string;
}

export class AppliedPromotionDto {
  /** Null for an automatic promotion. */
  @ApiProperty({ nullable: true, type: String, example: 'AKWAABA10' })
  code: string | null;

  @ApiProperty({ example: 'Akwaaba 10% off' })
  name: string;

  @ApiProperty({ enum: PROMOTION_KINDS })
  kind: string;

  /** What it takes off, in cedis: the delivery fee for free delivery. */
  @ApiProperty({ example: '18.50' })
  amount: string;
}

export class PromoCodeAnswerDto {
  @ApiProperty({ example: 'AKWAABA10' })
  code: string;

  applied: boolean;

  /** Why it does nothing; null when it applies. */
  @ApiProperty({ enum: PROMO_CODE_REFUSALS, nullable: true, type: String })
  reason: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'AKWAABA10 has expired.' })
  message: string | null;
}

/** The basket's discounts as the order will be charged them (ADR 061). */
export class PromotionQuoteDto {
  @ApiProperty({ example: '185.00' })
  subtotal: string;

  /** Off the subtotal, in cedis: the tax is 5% of what is left. */
  @ApiProperty({ example: '18.50' })
  subtotalDiscount: string;

  /** Delivery is free: its fee is taken off as a discount. */
  freeDelivery: boolean;

  @ApiProperty({ type: [AppliedPromotionDto] })
  promotions: AppliedPromotionDto[];

  /** The code sent and what became of it; null when none was sent. */
  @ApiProperty({ type: PromoCodeAnswerDto, nullable: true })
  code: PromoCodeAnswerDto | null;
}
