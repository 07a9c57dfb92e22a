import { Injectable } from '@nestjs/common';
import { ReplicaReads } from '../../../../database/replica-reads';
import { NotFoundError } from '../../../../shared/http/domain-errors';
import { ProductDto, ProductRow } from '../../dto/product.dto';
import { CachedJson, CatalogReadCache } from '../../read-model/catalog-read-cache';
import { PRODUCT_COLUMNS, PRODUCT_VARIANTS_JOIN } from '../list-products/list-products.sql';
import { GetProductQuery } from './get-product.query';

@Injectable()
export class GetProductHandler {
  constructor(
    private readonly reads: ReplicaReads,
    private readonly cache: CatalogReadCache,
  ) {}

  /**
   * The product, serialised; served from the read model (ADR 005). A shopper's load reads the
   * replica when it is current, an admin's the primary (ADR 075).
   */
  async execute({ id, includeInactive }: GetProductQuery): Promise<CachedJson<ProductDto>> {
    const product = await this.cache.get(`product:${id}`, () => (includeInactive ? this.reads.fromPrimary(() => this.load(id)) : this.reads.fromReplica(() => this.load(id))));
    if (!product || (!product.value.isActive && !includeInactive)) throw new NotFoundError('Product not found');
    return product;
  }

  private async load(id: string): Promise<{ value: ProductDto } | null> {
    const [row]: ProductRow[] = await this.reads.query(`SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_VARIANTS_JOIN} WHERE p.id = $1`, [id]);
    return row ? { value: ProductDto.from(row) } : null;
  }
}
