import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DashboardPeriodQueryDto } from '../../dto/dashboard-period-query.dto';

export const DEFAULT_BEST_SELLERS = 5;
export const MAX_BEST_SELLERS = 20;

export class GetBestSellersQueryDto extends DashboardPeriodQueryDto {
  @ApiProperty({ required: false, default: DEFAULT_BEST_SELLERS, minimum: 1, maximum: MAX_BEST_SELLERS })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_BEST_SELLERS)
  limit?: number;
}
