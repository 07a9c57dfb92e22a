import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { IdentityModule } from '../identity/identity.module';
import { OrderingModule } from '../ordering/ordering.module';
import { AdminDashboardController } from './admin-dashboard.controller';
import { HealthController } from './health.controller';

@Module({
  imports: [CatalogModule, OrderingModule, IdentityModule],
  controllers: [HealthController, AdminDashboardController],
})
export class PlatformModule {}
