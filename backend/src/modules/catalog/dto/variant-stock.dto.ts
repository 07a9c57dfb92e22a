import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { MAX_STOCK_UNITS } from '@shop/rules';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PRODUCT_COLORS, PRODUCT_SIZES } from '../domain/catalog-constants';
import { Trimmed } from '../../../shared/http/trimmed.decorator';
import { SingleLine } from '../../../shared/http/plain-text.validator';

/**
 * The units of one size x colour, as the admin's stock grid and the supplier portal send them.
 * A product with no sizes sends size null (or leaves it out); no colours, color null.
 */
export class VariantStockDto {
  /** One of the product's sizes (checked against them, so a size the list lacks, such as 'One Size' on a demo product, still works). */
  @ApiProperty({ nullable: true, type: String, required: false, example: 'M' })
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(20)
  size?: string | null;

  /** One of the product's colours. */
  @ApiProperty({ nullable: true, type: String, required: false, example: 'Blue' })
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(30)
  color?: string | null;

  @IsInt()
  @Min(0)
  @Max(MAX_STOCK_UNITS)
  stock: number;

  @ApiProperty({ nullable: true, type: String, required: false })
  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(100)
  sku?: string | null;
}

/** The optional `variants` field of the admin's and the supplier's product bodies: a list of VariantStockDto. */
export function StockGrid(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: [VariantStockDto], required: false }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(PRODUCT_SIZES.length * PRODUCT_COLORS.length),
    ValidateNested({ each: true }),
    Type(() => VariantStockDto),
  );
}
