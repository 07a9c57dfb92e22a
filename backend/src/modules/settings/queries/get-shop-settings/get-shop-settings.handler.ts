import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { SHOP_SETTINGS_ID, ShopSettings } from '../../domain/shop-settings.entity';
import { ShopSettingsDto } from '../../dto/shop-settings.dto';
import { GetShopSettingsQuery } from './get-shop-settings.query';

@Injectable()
export class GetShopSettingsHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `manager`: read inside a caller's transaction (e-mails written with the change that causes them). */
  async execute(_query: GetShopSettingsQuery, manager: EntityManager = this.dataSource.manager): Promise<ShopSettingsDto> {
    const settings = await manager.findOneBy(ShopSettings, { id: SHOP_SETTINGS_ID });
    // Seeded at every start; missing only if someone deleted the row by hand.
    if (!settings) throw new NotFoundError('The store settings have not been saved yet');
    return ShopSettingsDto.from(settings);
  }
}
