import { Injectable } from '@nestjs/common';
import { LOW_STOCK_AT_MOST } from '@shop/rules';
import { CatalogService } from '../../../catalog/catalog.service';
import { GetLowStockQuery } from './get-low-stock.query';
import { LowStockDto } from './low-stock.dto';

/**
 * Stock that will run out soon, asked of the catalog. Products have no variants yet: once they do,
 * this is where a variant's own stock is listed.
 */
@Injectable()
export class GetLowStockHandler {
  constructor(private readonly catalog: CatalogService) {}

  async execute({ limit }: GetLowStockQuery): Promise<LowStockDto> {
    const { total, products } = await this.catalog.lowStock(limit);
    return { atMost: LOW_STOCK_AT_MOST, total, products };
  }
}
