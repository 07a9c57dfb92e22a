import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { SeedDemoDeliveryZonesCommand } from './seed-demo-delivery-zones.command';
import { SeedDemoDeliveryZonesHandler } from './seed-demo-delivery-zones.handler';

/** The demo shop (SEED_DEMO_CATALOG) starts with Accra, Ashanti and rest-of-Ghana zones and its showroom as a pickup point. */
@Injectable()
export class SeedDemoDeliveryZonesAtStart implements OnApplicationBootstrap {
  constructor(
    private readonly seedDemoDeliveryZones: SeedDemoDeliveryZonesHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemoCatalog) await this.seedDemoDeliveryZones.execute(new SeedDemoDeliveryZonesCommand());
  }
}
