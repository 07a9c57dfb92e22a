import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { ProductDto, ProductRow } from '../../dto/product.dto';
import { CachedJson, CatalogReadCache } from '../../read-model/catalog-read-cache';
import { PRODUCT_COLUMNS, PRODUCT_VARIANTS_JOIN } from '../list-products/list-products.sql';
import { GetProductQuery } from './get-product.query';

@Injectable()
export class GetProductHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: CatalogReadCache,
  ) {}

  /** The product, serialised; served from the read model (ADR 005). */
  async execute({ id, includeInactive }: GetProductQuery): Promise<CachedJson<ProductDto>> {
    const product = await this.cache.get(`product:${id}`, () => this.load(id));
    if (!product || (!product.value.isActive && !includeInactive)) throw new NotFoundError('Product not found');
    return product;
  }

  private async load(id: string): Promise<{ value: ProductDto } | null> {
    const [row]: ProductRow[] = await this.dataSource.query(`SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_VARIANTS_JOIN} WHERE p.id = $1`, [id]);
    return row ? { value: ProductDto.from(row) } : null;
  }
}
