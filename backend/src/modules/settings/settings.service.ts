import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ShopSettingsDto } from './dto/shop-settings.dto';
import { GetShopSettingsHandler } from './queries/get-shop-settings/get-shop-settings.handler';
import { GetShopSettingsQuery } from './queries/get-shop-settings/get-shop-settings.query';

/** What other modules ask of the store settings: e-mails read the contact lines, served pages preload them. */
@Injectable()
export class SettingsService {
  constructor(private readonly getShopSettings: GetShopSettingsHandler) {}

  /** The settings as `GET /api/settings` answers them; inside `manager`'s transaction when given. */
  current(manager?: EntityManager): Promise<ShopSettingsDto> {
    return this.getShopSettings.execute(new GetShopSettingsQuery(), manager);
  }
}
