import { ApiProperty } from '@nestjs/swagger';
import { GhanaPeriodDto } from '../../dto/ghana-period.dto';

export class DaySalesDto {
  /** A Ghana calendar day. */
  @ApiProperty({ format: 'date', example: '2026-11-25' })
  date: string;

  /** Orders placed that day, not cancelled (paid or still awaiting payment). */
  orders: number;

  /** Totals of that day's paid orders that were neither cancelled nor refunded, in cedis. */
  @ApiProperty({ example: '1245.75' })
  revenue: string;
}

/** Orders and revenue per day, every day of the period present (zero when nothing was sold). */
export class DailySalesDto {
  period: GhanaPeriodDto;

  /** Oldest first, one entry per day of the period. */
  days: DaySalesDto[];

  /** Orders in the period, counted as each day counts them. */
  totalOrders: number;

  /** Revenue in the period, counted as each day counts it, in cedis. */
  @ApiProperty({ example: '18940.50' })
  totalRevenue: string;
}
