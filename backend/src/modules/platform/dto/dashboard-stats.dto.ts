import { ApiProperty } from '@nestjs/swagger';

/** The four stat cards of the admin console. */
export class DashboardStatsDto {
  totalProducts: number;

  /** Variants (sizes x colours of products) with 5 units or fewer (ADR 025). */
  lowStock: number;

  totalOrders: number;

  /** Orders still in `ordered`. */
  pendingOrders: number;

  /** Sum of the totals of paid orders neither cancelled nor refunded (DECISIONS), in cedis. */
  @ApiProperty({ example: '12450.75' })
  revenue: string;
}
