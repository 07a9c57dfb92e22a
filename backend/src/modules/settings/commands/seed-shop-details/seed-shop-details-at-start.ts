import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { SeedShopDetailsCommand } from './seed-shop-details.command';
import { SeedShopDetailsHandler } from './seed-shop-details.handler';

/** Every start makes sure the store settings and policy pages exist (always: the storefront needs them). */
@Injectable()
export class SeedShopDetailsAtStart implements OnApplicationBootstrap {
  constructor(private readonly seedShopDetails: SeedShopDetailsHandler) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedShopDetails.execute(new SeedShopDetailsCommand());
  }
}
