import { ApiProperty } from '@nestjs/swagger';
import { formatCedis, MAX_STOCK_UNITS, MAX_SUPPLIER_COST, minimumQuantityAboveStock, PHOTO_PATH, SUPPLIER_PRODUCT_NAME_MIN_LENGTH } from '@shop/rules';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy, ValidateIf } from 'class-validator';
import { StockGrid, VariantStockDto } from '../../../catalog/dto/variant-stock.dto';
import { MatchesRule } from '../../../../shared/http/matches-rule.decorator';
import { AtMostTwoDecimals } from '../../../../shared/http/money-amount.validator';
import { Trimmed } from '../../../../shared/http/trimmed.decorator';
import { MultiLine, SingleLine } from '../../../../shared/http/plain-text.validator';

/** The portal's sentences for these limits (frontend/src/supplier/supplier-errors.ts says them in Chinese too). */
const SUPPLIER_PRODUCT_LIMITS = {
  nameTooShort: `Product name must be at least ${SUPPLIER_PRODUCT_NAME_MIN_LENGTH} characters`,
  costTooHigh: `Cost price must be at most ${formatCedis(MAX_SUPPLIER_COST, { fromPesewas: true })}`,
  minimumAboveStock: 'Minimum quantity must not be more than the available stock',
} as const;

/** The units the product will hold: availableStock, else the variants' sum; null when it cannot be told (other checks refuse it). */
function stockSent({ availableStock, variants }: SaveSupplierProductDto): number | null {
  if (availableStock !== undefined) return Number.isInteger(availableStock) ? availableStock : null;
  if (!Array.isArray(variants)) return null;
  const stocks = variants.map((variant) => (variant as { stock?: unknown } | null)?.stock);
  return stocks.every(Number.isInteger) ? (stocks as number[]).reduce((sum, stock) => sum + stock, 0) : null;
}

/** minimumQuantity not above the stock sent with it (a product with none keeps its minimum). */
const NotAboveStock = () =>
  ValidateBy({
    name: 'notAboveStock',
    validator: {
      validate: (minimumQuantity: unknown, args) => {
        const stock = stockSent(args!.object as SaveSupplierProductDto);
        return typeof minimumQuantity !== 'number' || stock === null || !minimumQuantityAboveStock(minimumQuantity, stock);
      },
      defaultMessage: () => SUPPLIER_PRODUCT_LIMITS.minimumAboveStock,
    },
  });

export class SaveSupplierProductDto {
  @Trimmed()
  @IsString()
  @SingleLine()
  @MinLength(SUPPLIER_PRODUCT_NAME_MIN_LENGTH, { message: SUPPLIER_PRODUCT_LIMITS.nameTooShort })
  @MaxLength(255)
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
  @Max(MAX_SUPPLIER_COST / 100, { message: SUPPLIER_PRODUCT_LIMITS.costTooHigh })
  costPrice: number;

  /** At most the stock (availableStock or the variants' sum) when there is any. */
  @IsInt({ message: 'Minimum quantity is required' })
  @Min(1)
  @Max(100_000)
  @NotAboveStock()
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
