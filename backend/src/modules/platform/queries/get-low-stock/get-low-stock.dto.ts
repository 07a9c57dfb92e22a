import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_LOW_STOCK_ROWS = 10;
export const MAX_LOW_STOCK_ROWS = 50;

export class GetLowStockQueryDto {
  @ApiProperty({ required: false, default: DEFAULT_LOW_STOCK_ROWS, minimum: 1, maximum: MAX_LOW_STOCK_ROWS })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_LOW_STOCK_ROWS)
  limit?: number;
}
