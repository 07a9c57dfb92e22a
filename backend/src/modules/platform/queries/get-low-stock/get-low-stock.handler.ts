import { Injectable } from '@nestjs/common';
import { LOW_STOCK_AT_MOST } from '@shop/rules';
import { CatalogService } from '../../../catalog/catalog.service';
import { GetLowStockQuery } from './get-low-stock.query';
import { LowStockDto } from './low-stock.dto';

/** Stock that will run out soon, asked of the catalog: the products with a size or colour that low. */
@Injectable()
export class GetLowStockHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute({ limit }: GetLowStockQuery): Promise<LowStockDto> {
    const { total, products } = await this.catalog.lowStock(limit);
    return { atMost: LOW_STOCK_AT_MOST, total, products };
  }
}
