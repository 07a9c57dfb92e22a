import { UpdateShopSettingsDto } from './update-shop-settings.dto';

export class UpdateShopSettingsCommand {
  constructor(readonly settings: UpdateShopSettingsDto) {}
}
