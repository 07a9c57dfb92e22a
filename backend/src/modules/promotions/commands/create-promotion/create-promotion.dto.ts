import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Length, Max, Min, ValidateIf } from 'class-validator';
import { PROMO_CODE, PROMOTION_KINDS } from '@shop/rules';
import { IsMoneyAmount } from '../../../../shared/http/money-amount.validator';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { SingleLine } from '../../../../shared/http/plain-text.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { PRODUCT_CATEGORIES } from '../../../catalog/domain/catalog-constants';

const upperCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** A new code or automatic promotion; times are instants (Ghana keeps UTC, so '2026-12-05T00:00:00Z' is midnight in Accra). */
export class CreatePromotionDto {
  /** Omitted for an automatic promotion; else letters, digits, - and _, stored upper-case. */
  @ApiProperty({ required: false, example: 'AKWAABA10', pattern: PROMO_CODE.source })
  @IsOptional()
  @Transform(upperCase)
  @MatchesRule(PROMO_CODE, 'code must be 3 to 32 letters, digits, - or _')
  code?: string;

  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 80)
  name: string;

  @ApiProperty({ enum: PROMOTION_KINDS })
  @IsIn(PROMOTION_KINDS)
  kind: string;

  /** Whole percent off, with kind `percentage`. */
  @ValidateIf((dto: CreatePromotionDto) => dto.kind === 'percentage' || dto.percentOff !== undefined)
  @IsInt()
  @Min(1)
  @Max(100)
  percentOff?: number;

  /** Cedis off, with kind `fixed`. */
  @ValidateIf((dto: CreatePromotionDto) => dto.kind === 'fixed' || dto.amountOff !== undefined)
  @IsMoneyAmount('20.00')
  amountOff?: string;

  @IsOptional()
  @IsMoneyAmount('150.00')
  minSubtotal?: string;

  @ApiProperty({ required: false, enum: PRODUCT_CATEGORIES })
  @IsOptional()
  @IsIn(PRODUCT_CATEGORIES)
  category?: string;

  /** Units of the category (or the cart) needed, e.g. 2 for "2 or more items in Traditional". */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(999)
  minQuantity?: number;

  @ApiProperty({ required: false, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  startsAt?: string;

  @ApiProperty({ required: false, format: 'date-time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  endsAt?: string;

  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  maxUses?: number;

  /** Per e-mail and per phone. */
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(1000)
  maxUsesPerCustomer?: number;

  /** An automatic promotion that adds to a code instead of giving way to it. */
  @IsOptional()
  @IsBoolean()
  stackable?: boolean;
}
