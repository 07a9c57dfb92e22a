import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { isShopPageSlug } from '../../domain/shop-page-slugs';
import { ShopPage } from '../../domain/shop-page.entity';
import { ShopPageDto } from '../../dto/shop-page.dto';
import { GetShopPageQuery } from './get-shop-page.query';

@Injectable()
export class GetShopPageHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute({ slug }: GetShopPageQuery): Promise<ShopPageDto> {
    const page = isShopPageSlug(slug) ? await this.dataSource.manager.findOneBy(ShopPage, { slug }) : null;
    if (!page) throw new NotFoundError('Page not found');
    return ShopPageDto.from(page);
  }
}
