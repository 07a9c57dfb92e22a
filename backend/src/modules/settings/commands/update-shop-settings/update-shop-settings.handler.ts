import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SHOP_SETTINGS_ID, ShopSettings } from '../../domain/shop-settings.entity';
import { ShopSettingsDto } from '../../dto/shop-settings.dto';
import { GetShopSettingsHandler } from '../../queries/get-shop-settings/get-shop-settings.handler';
import { UpdateShopSettingsCommand } from './update-shop-settings.command';

/** Staff replace the shop's contact details; the storefront and the next e-mails use them at once. */
@Injectable()
export class UpdateShopSettingsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shopSettings: GetShopSettingsHandler,
  ) {}

  async execute({ settings }: UpdateShopSettingsCommand): Promise<ShopSettingsDto> {
    return this.dataSource.transaction(async (manager) => {
      await this.shopSettings.changing(manager);
      const { phone, whatsapp, email, address, businessHours, socialLinks } = settings;
      // Inserted if missing: the row is seeded at start, but a save never depends on that having happened.
      const saved = await manager.save(
        manager.create(ShopSettings, { id: SHOP_SETTINGS_ID, phone, whatsapp, email, address, businessHours, socialLinks: socialLinks.map(({ name, url }) => ({ name, url })) }),
      );
      return ShopSettingsDto.from(await manager.findOneByOrFail(ShopSettings, { id: saved.id }));
    });
  }
}
