import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '../identity/identity.module';
import { AdminSettingsController } from './admin-settings.controller';
import { SeedShopDetailsAtStart } from './commands/seed-shop-details/seed-shop-details-at-start';
import { SeedShopDetailsHandler } from './commands/seed-shop-details/seed-shop-details.handler';
import { UpdateShopPageHandler } from './commands/update-shop-page/update-shop-page.handler';
import { UpdateShopSettingsHandler } from './commands/update-shop-settings/update-shop-settings.handler';
import { ShopPage } from './domain/shop-page.entity';
import { ShopSettings } from './domain/shop-settings.entity';
import { GetShopPageHandler } from './queries/get-shop-page/get-shop-page.handler';
import { GetShopSettingsHandler } from './queries/get-shop-settings/get-shop-settings.handler';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';
import { ShopDetailsPreloads } from './shop-details-preloads';

/** The shop's own details: store settings (contact, hours, social links) and the policy pages. */
@Module({
  imports: [TypeOrmModule.forFeature([ShopSettings, ShopPage]), IdentityModule],
  controllers: [SettingsController, AdminSettingsController],
  providers: [GetShopSettingsHandler, GetShopPageHandler, UpdateShopSettingsHandler, UpdateShopPageHandler, SeedShopDetailsHandler, SeedShopDetailsAtStart, SettingsService, ShopDetailsPreloads],
  exports: [SettingsService, ShopDetailsPreloads],
})
export class SettingsModule {}
