import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { MAX_STOCK_UNITS, MONEY_AMOUNT, PHOTO_PATH } from '@shop/rules';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { IsMoneyAmount } from '../../../../shared/http/money-amount.validator';
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_SIZES } from '../../domain/catalog-constants';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';
import { StockGrid, VariantStockDto } from '../../dto/variant-stock.dto';

const nullIfEmpty = ({ value }: { value: unknown }) => (value === '' ? null : value);

/**
 * A list of distinct picks from `choices`, or none at all. The schema says uniqueItems itself (the
 * plugin cannot see inside); the checks go bottom-up, as stacked above a property, so a 400 lists
 * its messages in the same order.
 */
const OptionalChoices = (choices: readonly string[]) =>
  applyDecorators(IsIn(choices, { each: true }), ArrayUnique(), IsArray(), IsOptional(), ApiProperty({ enum: choices, isArray: true, required: false, uniqueItems: true }));

/** The admin product form (SPEC §7 'Admin'): create sends all of it, update any part of it. */
export class ProductFieldsDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 255)
  name: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @MultiLine()
  @MaxLength(5000)
  description?: string | null;

  @IsMoneyAmount('185.00')
  price: string;

  @ApiProperty({ type: String, nullable: true, required: false, example: '220.00' })
  @IsOptional()
  @Transform(nullIfEmpty)
  @MatchesRule(MONEY_AMOUNT, 'originalPrice must be an amount like 220.00')
  originalPrice?: string | null;

  @ApiProperty({ enum: PRODUCT_CATEGORIES })
  @IsIn(PRODUCT_CATEGORIES)
  category: string;

  @Trimmed()
  @IsOptional()
  @Transform(nullIfEmpty)
  @IsString()
  @SingleLine()
  @MaxLength(100)
  subcategory?: string | null;

  /**
   * Units in stock. Without `variants` (the SPEC form): on create they go to the first size x
   * colour, on update they set a product sold in one variant (a product with several answers 400:
   * its stock is per size and colour). With `variants` it may be left out; if sent it must equal
   * their sum.
   */
  @ApiProperty({ required: false, minimum: 0, maximum: MAX_STOCK_UNITS })
  @ValidateIf((fields: ProductFieldsDto) => fields.variants === undefined || fields.stock !== undefined)
  @IsInt()
  @Min(0)
  @Max(MAX_STOCK_UNITS)
  stock?: number;

  /**
   * The stock grid: exactly one entry per size x colour the product is sold in (sizes x colors;
   * size null without sizes, color null without colours), else 400 naming `variants`.
   */
  @StockGrid()
  variants?: VariantStockDto[];

  /** Photos uploaded to this shop (POST /api/admin/photos answers the path), main photo first. */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @MatchesRule(PHOTO_PATH, 'images must be photos uploaded to this shop', { each: true })
  images?: string[];

  @OptionalChoices(PRODUCT_SIZES)
  sizes?: string[];

  @OptionalChoices(PRODUCT_COLORS)
  colors?: string[];

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @SingleLine({ each: true })
  @MaxLength(40, { each: true })
  tags?: string[];

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @IsOptional()
  @IsBoolean()
  isFeatured?: boolean;
}
