import { ApiProperty } from '@nestjs/swagger';

/** The four stat cards of the admin console. */
export class DashboardStatsDto {
  totalProducts: number;

  /** Products with at least one size x colour at 5 units or fewer (ADR 025, issue 40). */
  lowStock: number;

  totalOrders: number;

  /** Orders still in `ordered` whose payment arrived: the ones staff must confirm (issue 40). */
  pendingOrders: number;

  /** Sum of the totals of paid orders neither cancelled nor refunded (DECISIONS), in cedis. */
  @ApiProperty({ example: '12450.75' })
  revenue: string;
}
