import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ChangeNotifications } from '../../../../database/change-notifications';
import { NotifiedCache } from '../../../../database/notified-cache';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { SHOP_SETTINGS_ID, ShopSettings } from '../../domain/shop-settings.entity';
import { ShopSettingsDto } from '../../dto/shop-settings.dto';
import { GetShopSettingsQuery } from './get-shop-settings.query';

const SHOP_SETTINGS_TOPIC = 'shop-settings';

@Injectable()
export class GetShopSettingsHandler {
  /**
   * Every served page and every checkout reads them, staff rarely change them: kept until a change
   * commits on any instance (ADR 015; a statement less a checkout, issue 38).
   */
  private readonly settings: NotifiedCache<ShopSettingsDto>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    notifications: ChangeNotifications,
  ) {
    this.settings = new NotifiedCache<ShopSettingsDto>(notifications, { topic: SHOP_SETTINGS_TOPIC, maxEntries: 1 });
  }

  /**
   * `manager`: read inside a caller's transaction (e-mails written with the change that causes them):
   * one that changed the settings reads its own.
   */
  execute(_query: GetShopSettingsQuery, manager?: EntityManager): Promise<ShopSettingsDto> {
    return this.settings.get('settings', () => this.load(manager ?? this.dataSource.manager), manager);
  }

  /** Call inside any transaction that writes the store settings: every instance reads them again once it commits. */
  changing(manager: EntityManager): Promise<void> {
    return this.settings.changing(manager);
  }

  private async load(manager: EntityManager): Promise<ShopSettingsDto> {
    const settings = await manager.findOneBy(ShopSettings, { id: SHOP_SETTINGS_ID });
    // Seeded at every start; missing only if someone deleted the row by hand.
    if (!settings) throw new NotFoundError('The store settings have not been saved yet');
    return ShopSettingsDto.from(settings);
  }
}
