import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_DASHBOARD_DAYS = 30;
export const MAX_DASHBOARD_DAYS = 366;

/** The period of a dashboard figure: the last `days` Ghana calendar days, today included. */
export class DashboardPeriodQueryDto {
  @ApiProperty({ required: false, default: DEFAULT_DASHBOARD_DAYS, minimum: 1, maximum: MAX_DASHBOARD_DAYS })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_DASHBOARD_DAYS)
  days?: number;
}
