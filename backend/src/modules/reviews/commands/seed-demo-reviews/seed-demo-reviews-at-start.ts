import { Inject, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { SeedDemoReviewsCommand } from './seed-demo-reviews.command';
import { SeedDemoReviewsHandler } from './seed-demo-reviews.handler';

/**
 * With SEED_DEMO_CATALOG on, the demo products get their reviews at start: a fresh database right
 * after the demo catalog is stored, a database seeded before demo reviews existed at its first start
 * on this version. Nest runs the bootstrap hooks of a module's imports first, so the catalog module
 * (which this module imports) has seeded its products by then.
 */
@Injectable()
export class SeedDemoReviewsAtStart implements OnApplicationBootstrap {
  constructor(
    private readonly seedDemoReviews: SeedDemoReviewsHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.seedDemoCatalog) await this.seedDemoReviews.execute(new SeedDemoReviewsCommand());
  }
}
