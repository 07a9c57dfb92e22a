import { Body, Controller, Param, Put } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { AdminOnly } from '../identity/guards/auth.guards';
import { UpdateShopPageCommand } from './commands/update-shop-page/update-shop-page.command';
import { UpdateShopPageDto } from './commands/update-shop-page/update-shop-page.dto';
import { UpdateShopPageHandler } from './commands/update-shop-page/update-shop-page.handler';
import { UpdateShopSettingsCommand } from './commands/update-shop-settings/update-shop-settings.command';
import { UpdateShopSettingsDto } from './commands/update-shop-settings/update-shop-settings.dto';
import { UpdateShopSettingsHandler } from './commands/update-shop-settings/update-shop-settings.handler';
import { ShopPageDto } from './dto/shop-page.dto';
import { ShopSettingsDto } from './dto/shop-settings.dto';

@Controller('admin')
@AdminOnly('settings')
export class AdminSettingsController {
  constructor(
    private readonly updateShopSettingsHandler: UpdateShopSettingsHandler,
    private readonly updateShopPageHandler: UpdateShopPageHandler,
  ) {}

  @Put('settings')
  @ApiOkResponse({ type: ShopSettingsDto })
  updateShopSettings(@Body() body: UpdateShopSettingsDto): Promise<ShopSettingsDto> {
    return this.updateShopSettingsHandler.execute(new UpdateShopSettingsCommand(body));
  }

  @Put('pages/:slug')
  @ApiOkResponse({ type: ShopPageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  updateShopPage(@Param('slug') slug: string, @Body() body: UpdateShopPageDto): Promise<ShopPageDto> {
    return this.updateShopPageHandler.execute(new UpdateShopPageCommand(slug, body));
  }
}
