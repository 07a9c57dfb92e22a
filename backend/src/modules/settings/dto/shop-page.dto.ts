import { ApiProperty } from '@nestjs/swagger';
import { SHOP_PAGE_SLUGS } from '../domain/shop-page-slugs';
import { renderMarkdown } from '../domain/markdown';
import { ShopPage } from '../domain/shop-page.entity';

export class ShopPageDto {
  @ApiProperty({ enum: SHOP_PAGE_SLUGS })
  slug: string;
  title: string;
  /** The source staff edit. */
  markdown: string;
  /** The same rendered for the storefront: no HTML from the source, no images, only safe links. */
  html: string;
  updatedAt: string;

  static from(page: ShopPage): ShopPageDto {
    return { slug: page.slug, title: page.title, markdown: page.markdown, html: renderMarkdown(page.markdown), updatedAt: page.updatedAt.toISOString() };
  }
}
