import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { MediaModule } from '../media/media.module';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminBackupsController } from './admin-backups.controller';
import { AdminDashboardController } from './admin-dashboard.controller';
import { TakeBackupHandler } from './commands/take-backup/take-backup.handler';
import { CheckReadinessHandler } from './queries/check-readiness/check-readiness.handler';
import { RedisProbe } from './queries/check-readiness/redis-probe';
import { HealthController } from './health.controller';
import { DatabaseMetrics } from './metrics/database-metrics';
import { MetricsController } from './metrics/metrics.controller';
import { MetricsTokenGuard } from './metrics/metrics-token.guard';
import { GetBestSellersHandler } from './queries/get-best-sellers/get-best-sellers.handler';
import { GetBackupFileHandler } from './queries/get-backup-file/get-backup-file.handler';
import { GetDailySalesHandler } from './queries/get-daily-sales/get-daily-sales.handler';
import { GetLowStockHandler } from './queries/get-low-stock/get-low-stock.handler';
import { ListBackupsHandler } from './queries/list-backups/list-backups.handler';

@Module({
  imports: [CatalogModule, OrderingModule, IdentityModule, MediaModule],
  controllers: [HealthController, MetricsController, AdminDashboardController, AdminBackupsController],
  providers: [
    CheckReadinessHandler,
    RedisProbe,
    GetDailySalesHandler,
    GetBestSellersHandler,
    GetLowStockHandler,
    ListBackupsHandler,
    TakeBackupHandler,
    GetBackupFileHandler,
    DatabaseMetrics,
    MetricsTokenGuard,
  ],
})
export class PlatformModule {}
