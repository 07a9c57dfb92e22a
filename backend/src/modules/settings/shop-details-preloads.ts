import { Injectable, Logger } from '@nestjs/common';
import { answer, PreloadedAnswer } from '../catalog/read-model/storefront-page-preloads';
import { isShopPageSlug } from './domain/shop-page-slugs';
import { GetShopPageHandler } from './queries/get-shop-page/get-shop-page.handler';
import { GetShopPageQuery } from './queries/get-shop-page/get-shop-page.query';
import { GetShopSettingsHandler } from './queries/get-shop-settings/get-shop-settings.handler';
import { GetShopSettingsQuery } from './queries/get-shop-settings/get-shop-settings.query';

/**
 * The store settings ride along with every served page (the footer shows the phone and links at
 * once instead of popping in after an API call), and a policy page's text with its own route.
 * Nothing here differs by visitor, so signed-in visitors get it too.
 */
@Injectable()
export class ShopDetailsPreloads {
  private readonly logger = new Logger(ShopDetailsPreloads.name);

  constructor(
    private readonly getShopSettings: GetShopSettingsHandler,
    private readonly getShopPage: GetShopPageHandler,
  ) {}

  async answersFor(path: string): Promise<PreloadedAnswer[]> {
    try {
      const slug = path.slice(1);
      const [settings, page] = await Promise.all([
        this.getShopSettings.execute(new GetShopSettingsQuery()),
        isShopPageSlug(slug) ? this.getShopPage.execute(new GetShopPageQuery(slug)) : null,
      ]);
      return [answer('/api/settings', JSON.stringify(settings)), ...(page ? [answer(`/api/pages/${slug}`, JSON.stringify(page))] : [])];
    } catch (error) {
      // The page still works: it asks the API itself.
      this.logger.warn(`No store settings preload for ${path}: ${(error as Error).message}`);
      return [];
    }
  }
}
