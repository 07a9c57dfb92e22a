import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { CatalogService } from '../catalog/catalog.service';
import { AdminOnly } from '../identity/guards/auth.guards';
import { OrderingService } from '../ordering/ordering.service';
import { DashboardStatsDto } from './dto/dashboard-stats.dto';

/** The four stat cards of the admin console, counted by the database rather than the browser. */
@Controller('admin/stats')
@AdminOnly()
export class AdminDashboardController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly ordering: OrderingService,
  ) {}

  @Get()
  @ApiOkResponse({ type: DashboardStatsDto })
  async getDashboardStats(): Promise<DashboardStatsDto> {
    const [stock, orders] = await Promise.all([this.catalog.stockSummary(), this.ordering.summary()]);
    return { ...stock, ...orders };
  }
}
