import { Inject, Injectable } from '@nestjs/common';
import { ReplicaReads } from '../../../../database/replica-reads';
import { ProductDto, ProductRow } from '../../dto/product.dto';
import { CachedJson, CatalogReadCache, Loaded } from '../../read-model/catalog-read-cache';
import { SearchMisses } from '../../search/search-misses';
import { SEARCH_PROVIDER, SearchProvider } from '../../search/search-provider';
import { ListProductsQuery } from './list-products.query';
import { listProductsSql, PRODUCT_COLUMNS, PRODUCT_VARIANTS_JOIN } from './list-products.sql';

export type ProductPage = CachedJson<ProductDto[]> & { total: number };

@Injectable()
export class ListProductsHandler {
  constructor(
    private readonly reads: ReplicaReads,
    private readonly cache: CatalogReadCache,
    @Inject(SEARCH_PROVIDER) private readonly searchProvider: SearchProvider,
    private readonly searchMisses: SearchMisses,
  ) {}

  /**
   * One page, serialised; the public catalog comes from the read model (ADR 005), loaded from the
   * replica when it is current (ADR 075); admins read the primary through.
   */
  async execute({ filters }: ListProductsQuery): Promise<ProductPage> {
    if (filters.includeInactive) return (await this.cache.serialiseOnly(() => this.reads.fromPrimary(() => this.load(filters)))) as ProductPage;
    const key = `list:${filters.category ?? ''}:${filters.featured ?? ''}:${filters.sort}:${filters.limit}:${filters.offset}:${filters.search?.trim() ?? ''}`;
    const page = (await this.cache.get(key, () => this.reads.fromReplica(() => this.load(filters)))) as ProductPage;
    // Every shopper's search of the whole catalog that found nothing counts, served from the read
    // model or not, whether the API or the page's server rendering asked. Within a category it
    // says nothing of what the shop lacks.
    if (filters.search && filters.offset === 0 && page.total === 0 && !filters.category && filters.featured === undefined) await this.searchMisses.record(filters.search);
    return page;
  }

  private load(filters: ListProductsQuery['filters']): Promise<Loaded<ProductDto[]> & { total: number }> {
    const search = filters.search?.trim();
    return search ? this.search({ ...filters, search }) : this.list(filters);
  }

  /** A search: the provider picks and orders the page (ADR 062), the catalog reads its products. */
  private async search(filters: ListProductsQuery['filters'] & { search: string }): Promise<Loaded<ProductDto[]> & { total: number }> {
    const found = await this.searchProvider.search({ ...filters, text: filters.search });
    const rows: ProductRow[] =
      found.ids.length === 0
        ? []
        : await this.reads.query(`SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_VARIANTS_JOIN} WHERE p.id = ANY ($1::uuid[]) ORDER BY array_position($1::uuid[], p.id)`, [found.ids]);
    return { value: rows.map(ProductDto.from), total: found.total, ...(found.correctedText ? { correctedSearch: found.correctedText } : {}) };
  }

  private async list(filters: ListProductsQuery['filters']): Promise<{ value: ProductDto[]; total: number }> {
    const { page, count, params } = listProductsSql(filters);
    const countParams = params.slice(0, params.length - 2);
    // The total is shared by every page of one filter, so paging through it counts once.
    const totalKey = `count:${filters.includeInactive}:${filters.category ?? ''}:${filters.featured ?? ''}`;
    const [rows, total] = await Promise.all([
      this.reads.query<ProductRow[]>(page, params),
      filters.includeInactive
        ? this.countNow(count, countParams)
        : this.cache.get(totalKey, async () => ({ value: await this.countNow(count, countParams) })).then((cached) => cached!.value),
    ]);
    return { value: rows.map(ProductDto.from), total };
  }

  private async countNow(sql: string, params: unknown[]): Promise<number> {
    const [row]: { total: number }[] = await this.reads.query(sql, params);
    return row.total;
  }
}
