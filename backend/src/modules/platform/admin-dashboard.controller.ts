import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { CatalogService } from '../catalog/catalog.service';
import { AdminOnly } from '../identity/guards/auth.guards';
import { ListOrdersHandler } from '../ordering/queries/list-orders/list-orders.handler';
import { DashboardStatsDto } from './dto/dashboard-stats.dto';

/** The four stat cards of the admin console, counted by the database rather than the browser. */
@Controller('admin/stats')
@AdminOnly()
export class AdminDashboardController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly orders: ListOrdersHandler,
  ) {}

  @Get()
  @ApiOkResponse({ type: DashboardStatsDto })
  async getDashboardStats(): Promise<DashboardStatsDto> {
    const [stock, orders] = await Promise.all([this.catalog.stockSummary(), this.orders.summary()]);
    return { ...stock, ...orders };
  }
}
