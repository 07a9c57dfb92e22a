import { ApiProperty } from '@nestjs/swagger';
import { MAX_STOCK_UNITS, MAX_SUPPLIER_COST, PHOTO_PATH } from '@shop/rules';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, Length, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { StockGrid, VariantStockDto } from '../../../catalog/dto/variant-stock.dto';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { AtMostTwoDecimals } from '../../../../shared/http/money-amount.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';

export class SaveSupplierProductDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @Length(1, 255)
  supplierProductName: string;

  @Trimmed()
  @IsOptional()
  @IsString()
  @MultiLine()
  @MaxLength(5000)
  supplierDescription?: string | null;

  /** Cost in cedis, at most 2 decimals (a number, as the portal's form sends it). */
  @ApiProperty({ example: 100 })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Cost price is required' })
  @AtMostTwoDecimals()
  @Min(0.01, { message: 'costPrice must be more than 0' })
  @Max(MAX_SUPPLIER_COST / 100)
  costPrice: number;

  @IsInt({ message: 'Minimum quantity is required' })
  @Min(1)
  @Max(100_000)
  minimumQuantity: number;

  /** Units on hand. With `variants` it may be left out; if sent it must equal their sum. */
  @ApiProperty({ required: false, minimum: 0, maximum: MAX_STOCK_UNITS })
  @ValidateIf((fields: SaveSupplierProductDto) => fields.variants === undefined || fields.availableStock !== undefined)
  @IsInt({ message: 'Stock is required' })
  @Min(0)
  @Max(MAX_STOCK_UNITS)
  availableStock?: number;

  /**
   * Stock per size x colour (ADR 025): the sizes and colours named must form a full grid (every
   * size with every colour, once), which the catalog product takes when published.
   */
  @StockGrid()
  variants?: VariantStockDto[];

  @ApiProperty({ default: 7, required: false })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  leadTime?: number;

  @Trimmed()
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(100)
  supplierSku?: string | null;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @MatchesRule(PHOTO_PATH, 'supplierImages must be photos uploaded to this shop', { each: true })
  supplierImages?: string[];

  @IsOptional()
  @IsBoolean()
  isActive?: boolean;
}
