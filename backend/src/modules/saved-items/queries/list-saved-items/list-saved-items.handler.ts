import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogService } from '../../../catalog/catalog.service';
import { SAVED_ITEMS_MAX } from '../../domain/saved-items.rules';
import { SavedItemsDto } from '../../dto/saved-item.dto';
import { ListSavedItemsQuery } from './list-saved-items.query';

/** The customer's saved products, newest first, each as the catalog shows it now (its read model). */
@Injectable()
export class ListSavedItemsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ userId }: ListSavedItemsQuery): Promise<SavedItemsDto> {
    const rows: { productId: string; createdAt: Date }[] = await this.dataSource.query(
      `SELECT "productId", "createdAt" FROM saved_items WHERE "userId" = $1 ORDER BY "createdAt" DESC, "productId"`,
      [userId],
    );
    const products = await this.catalog.findForDisplay(rows.map((row) => row.productId));
    const items = rows.flatMap(({ productId, createdAt }) => {
      const product = products.get(productId);
      if (!product?.isActive) return [];
      return [{ productId, name: product.name, price: product.price, images: product.images, stock: product.stock, savedAt: new Date(createdAt) }];
    });
    return { items, productIds: rows.map((row) => row.productId), max: SAVED_ITEMS_MAX };
  }
}
