import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { HealthController } from './health.controller';
import { GetBestSellersHandler } from './queries/get-best-sellers/get-best-sellers.handler';
import { GetDailySalesHandler } from './queries/get-daily-sales/get-daily-sales.handler';
import { GetLowStockHandler } from './queries/get-low-stock/get-low-stock.handler';

@Module({
  imports: [CatalogModule, OrderingModule, IdentityModule],
  controllers: [HealthController, AdminDashboardController],
  providers: [GetDailySalesHandler, GetBestSellersHandler, GetLowStockHandler],
})
export class PlatformModule {}
