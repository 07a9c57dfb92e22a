import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../shared/http/api-error.dto';
import { PublicAnswer } from '../../shared/http/cache-control';
import { ShopPageDto } from './dto/shop-page.dto';
import { ShopSettingsDto } from './dto/shop-settings.dto';
import { GetShopPageHandler } from './queries/get-shop-page/get-shop-page.handler';
import { GetShopPageQuery } from './queries/get-shop-page/get-shop-page.query';
import { GetShopSettingsHandler } from './queries/get-shop-settings/get-shop-settings.handler';
import { GetShopSettingsQuery } from './queries/get-shop-settings/get-shop-settings.query';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(
    private readonly getShopSettingsHandler: GetShopSettingsHandler,
    private readonly getShopPageHandler: GetShopPageHandler,
  ) {}

  /** The shop's phone, WhatsApp, e-mail, address, hours and social links. */
  @Get('settings')
  @PublicAnswer()
  @ApiOkResponse({ type: ShopSettingsDto })
  getShopSettings(): Promise<ShopSettingsDto> {
    return this.getShopSettingsHandler.execute(new GetShopSettingsQuery());
  }

  /** A policy page: privacy, terms, shipping or returns. */
  @Get('pages/:slug')
  @PublicAnswer()
  @ApiOkResponse({ type: ShopPageDto })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  getShopPage(@Param('slug') slug: string): Promise<ShopPageDto> {
    return this.getShopPageHandler.execute(new GetShopPageQuery(slug));
  }
}
