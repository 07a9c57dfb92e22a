import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../../../config/app-config';
import { DEFAULT_SHOP_PAGES, defaultShopSettings } from '../../domain/shop-details-defaults';
import { SHOP_PAGE_SLUGS } from '../../domain/shop-page-slugs';
import { SeedShopDetailsCommand } from './seed-shop-details.command';
import { ShopPage } from '../../domain/shop-page.entity';
import { SHOP_SETTINGS_ID, ShopSettings } from '../../domain/shop-settings.entity';
import { GetShopSettingsHandler } from '../../queries/get-shop-settings/get-shop-settings.handler';

/**
 * Gives a database its store settings and policy pages when it has none; never overwrites what
 * staff saved (insert-or-nothing, so two instances starting at once are fine too).
 */
@Injectable()
export class SeedShopDetailsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly shopSettings: GetShopSettingsHandler,
  ) {}

  async execute(_command: SeedShopDetailsCommand): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.shopSettings.changing(manager);
      await manager.createQueryBuilder().insert().into(ShopSettings).values({ id: SHOP_SETTINGS_ID, ...defaultShopSettings(this.config.shopDetails) }).orIgnore().execute();
      await manager
        .createQueryBuilder()
        .insert()
        .into(ShopPage)
        .values(SHOP_PAGE_SLUGS.map((slug) => ({ slug, ...DEFAULT_SHOP_PAGES[slug] })))
        .orIgnore()
        .execute();
    });
  }
}
