import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { ReplicaReads } from '../../database/replica-reads';
import { CatalogService } from '../catalog/catalog.service';
import { AdminOnly } from '../identity/guards/auth.guards';
import { OrderingService } from '../ordering/ordering.service';
import { DashboardPeriodQueryDto, DEFAULT_DASHBOARD_DAYS } from './dto/dashboard-period-query.dto';
import { DashboardStatsDto } from './dto/dashboard-stats.dto';
import { BestSellersDto } from './queries/get-best-sellers/best-sellers.dto';
import { DEFAULT_BEST_SELLERS, GetBestSellersQueryDto } from './queries/get-best-sellers/get-best-sellers.dto';
import { GetBestSellersHandler } from './queries/get-best-sellers/get-best-sellers.handler';
import { GetBestSellersQuery } from './queries/get-best-sellers/get-best-sellers.query';
import { DailySalesDto } from './queries/get-daily-sales/daily-sales.dto';
import { GetDailySalesHandler } from './queries/get-daily-sales/get-daily-sales.handler';
import { GetDailySalesQuery } from './queries/get-daily-sales/get-daily-sales.query';
import { DEFAULT_LOW_STOCK_ROWS, GetLowStockQueryDto } from './queries/get-low-stock/get-low-stock.dto';
import { GetLowStockHandler } from './queries/get-low-stock/get-low-stock.handler';
import { GetLowStockQuery } from './queries/get-low-stock/get-low-stock.query';
import { LowStockDto } from './queries/get-low-stock/low-stock.dto';

/**
 * What the admin console's header and Overview show, counted by the database rather than the
 * browser. Orders are read through the ordering module's service, products through the catalog's.
 * Reports, each read on the replica when it is current (ADR 075).
 */
@Controller('admin')
@AdminOnly('reports')
export class AdminDashboardController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly ordering: OrderingService,
    private readonly dailySales: GetDailySalesHandler,
    private readonly bestSellers: GetBestSellersHandler,
    private readonly lowStock: GetLowStockHandler,
    private readonly reads: ReplicaReads,
  ) {}

  /** The four stat cards. */
  @Get('stats')
  @ApiOkResponse({ type: DashboardStatsDto })
  async getDashboardStats(): Promise<DashboardStatsDto> {
    // One look at the replica for both.
    const [stock, orders] = await this.reads.fromReplica(() => Promise.all([this.catalog.stockSummary(), this.ordering.summary()]));
    return { ...stock, ...orders };
  }

  /** Orders and revenue per Ghana calendar day over the last `days` days (30 unless asked). */
  @Get('dashboard/sales')
  @ApiOkResponse({ type: DailySalesDto })
  getDailySales(@Query() query: DashboardPeriodQueryDto): Promise<DailySalesDto> {
    return this.dailySales.execute(new GetDailySalesQuery(query.days ?? DEFAULT_DASHBOARD_DAYS));
  }

  /** The best-selling products of the last `days` days: units and item sales. */
  @Get('dashboard/best-sellers')
  @ApiOkResponse({ type: BestSellersDto })
  getBestSellers(@Query() query: GetBestSellersQueryDto): Promise<BestSellersDto> {
    return this.bestSellers.execute(new GetBestSellersQuery(query.days ?? DEFAULT_DASHBOARD_DAYS, query.limit ?? DEFAULT_BEST_SELLERS));
  }

  /** Products with a size or colour about to run out (5 units or fewer), the emptiest first. */
  @Get('dashboard/low-stock')
  @ApiOkResponse({ type: LowStockDto })
  getLowStock(@Query() query: GetLowStockQueryDto): Promise<LowStockDto> {
    return this.lowStock.execute(new GetLowStockQuery(query.limit ?? DEFAULT_LOW_STOCK_ROWS));
  }
}
