import { ApiProperty } from '@nestjs/swagger';
import { MAX_SUPPLIER_COST, PHOTO_PATH } from '@shop/rules';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, Length, Max, MaxLength, Min } from 'class-validator';
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

  @IsInt({ message: 'Stock is required' })
  @Min(0)
  @Max(1_000_000)
  availableStock: number;

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
