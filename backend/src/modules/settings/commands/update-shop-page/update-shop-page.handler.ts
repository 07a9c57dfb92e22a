import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { isShopPageSlug } from '../../domain/shop-page-slugs';
import { ShopPage } from '../../domain/shop-page.entity';
import { ShopPageDto } from '../../dto/shop-page.dto';
import { UpdateShopPageCommand } from './update-shop-page.command';

/** Staff rewrite one policy page; only the four known pages exist. */
@Injectable()
export class UpdateShopPageHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ slug, page }: UpdateShopPageCommand): Promise<ShopPageDto> {
    if (!isShopPageSlug(slug)) throw new NotFoundError('Page not found');
    return this.dataSource.transaction(async (manager) => {
      await manager.save(manager.create(ShopPage, { slug, title: page.title, markdown: page.markdown.replace(/\r\n/g, '\n') }));
      return ShopPageDto.from(await manager.findOneByOrFail(ShopPage, { slug }));
    });
  }
}
