import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { SeedDemoCatalogCommand } from './seed-demo-catalog.command';
import { SeedDemoCatalogHandler } from './seed-demo-catalog.handler';

/** An empty catalog gets the demo collection at start (SEED_DEMO_CATALOG). */
@Injectable()
export class SeedDemoCatalogAtStart implements OnApplicationBootstrap {
  constructor(
    private readonly seedDemoCatalog: SeedDemoCatalogHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemoCatalog) await this.seedDemoCatalog.execute(new SeedDemoCatalogCommand());
  }
}
