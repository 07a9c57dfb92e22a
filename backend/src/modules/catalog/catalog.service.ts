import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LOW_STOCK_AT_MOST } from '@shop/rules';
import { EntityManager, In, Repository } from 'typeorm';
import { NotFoundError } from '../../shared/http/domain-errors';
import { Product } from './domain/product.entity';
import { ProductDto } from './dto/product.dto';
import { PRODUCT_COLUMNS } from './queries/list-products/list-products.sql';
import { CatalogReadCache } from './read-model/catalog-read-cache';

/** What other modules may know about a product. */
export interface SellableProduct {
  id: string;
  name: string;
  price: string;
  images: string[];
  sizes: string[];
  colors: string[];
  stock: number;
  isActive: boolean;
}

/** A product about to run out, as the admin overview lists it. */
export interface LowStockProduct {
  id: string;
  name: string;
  image: string | null;
  category: string;
  stock: number;
  isActive: boolean;
}

/**
 * The catalog's door for other modules: they never touch the products table themselves. Methods
 * that take an EntityManager run inside the caller's transaction (stock with the order).
 */
@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly cache: CatalogReadCache,
  ) {}

  async findSellable(ids: string[], manager: EntityManager = this.products.manager): Promise<Map<string, SellableProduct>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.find(Product, { where: { id: In([...new Set(ids)]) } });
    return new Map(rows.map((row) => [row.id, toSellable(row)]));
  }

  /**
   * For display only (the cart's lines): from the read model, which another instance's change
   * reaches a moment after its commit (ADR 015). Anything that sells or reserves must use
   * findSellable in its transaction.
   */
  async findForDisplay(ids: string[]): Promise<Map<string, SellableProduct>> {
    const found = new Map<string, SellableProduct>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const cached = this.cache.peek<ProductDto>(`product:${id}`);
      if (cached) found.set(id, toSellable(cached.value));
      else missing.push(id);
    }
    if (missing.length === 0) return found;
    const rows: Product[] = await this.products.query(`SELECT ${PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::uuid[])`, [missing]);
    for (const row of rows) {
      const entry = await this.cache.get(`product:${row.id}`, async () => ({ value: ProductDto.from(row) }));
      found.set(row.id, toSellable(entry!.value));
    }
    return found;
  }

  /** An active product, or 404: what a cart line may point at. */
  async findActive(id: string, manager: EntityManager = this.products.manager): Promise<SellableProduct> {
    const product = (await this.findSellable([id], manager)).get(id);
    if (!product || !product.isActive) throw new NotFoundError('Product not found');
    return product;
  }

  /**
   * Takes `quantity` units of an active product in one conditional UPDATE, so concurrent checkouts
   * can never take more than exist. False when the product is gone or has too few units.
   */
  async reserveStock(manager: EntityManager, productId: string, quantity: number): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affectedCount].
    const [rows]: [{ id: string }[], number] = await manager.query(
      `UPDATE products SET stock = stock - $2, "updatedAt" = now()
        WHERE id = $1 AND "isActive" = true AND stock >= $2
        RETURNING id`,
      [productId, quantity],
    );
    // A refused reservation changed nothing: no instance needs to forget its catalog.
    if (rows.length === 0) return false;
    await this.cache.changing(manager);
    return true;
  }

  /** Puts units back (a cancelled order). */
  async releaseStock(manager: EntityManager, productId: string, quantity: number): Promise<void> {
    await manager.query(`UPDATE products SET stock = stock + $2, "updatedAt" = now() WHERE id = $1`, [productId, quantity]);
    await this.cache.changing(manager);
  }

  /** The catalog product for a published supplier product, in the publisher's transaction. */
  async createFromSupplier(
    manager: EntityManager,
    fields: { supplierProductId: string; name: string; description: string | null; price: string; stock: number; category: string; images: string[]; isActive: boolean },
  ): Promise<string> {
    const saved = await manager.save(manager.create(Product, { ...fields }));
    return saved.id;
  }

  /** For the admin dashboard: every product counts, low stock is LOW_STOCK_AT_MOST units or fewer (SPEC §9). */
  async stockSummary(): Promise<{ totalProducts: number; lowStock: number }> {
    const [row]: { total: number; low: number }[] = await this.products.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE stock <= $1)::int AS low FROM products`,
      [LOW_STOCK_AT_MOST],
    );
    return { totalProducts: row.total, lowStock: row.low };
  }

  /** The ids of the products with these exact names (the demo reviews find their demo products so). */
  async findIdsByName(manager: EntityManager, names: string[]): Promise<Map<string, string>> {
    if (names.length === 0) return new Map();
    const rows = await manager.find(Product, { select: { id: true, name: true }, where: { name: In(names) }, order: { createdAt: 'ASC' } });
    // Names are not unique: the first product that took a name keeps its reviews.
    const ids = new Map<string, string>();
    for (const row of rows) if (!ids.has(row.name)) ids.set(row.name, row.id);
    return ids;
  }

  /**
   * The products at LOW_STOCK_AT_MOST units or fewer (the Low Stock card's count), the emptiest
   * first: `limit` of them and how many there are. Inactive ones count too, as on the card.
   */
  async lowStock(limit: number): Promise<{ total: number; products: LowStockProduct[] }> {
    const rows: (LowStockProduct & { total: number })[] = await this.products.query(
      `SELECT id, name, images[1] AS image, category, stock, "isActive", count(*) OVER ()::int AS total
         FROM products WHERE stock <= $1 ORDER BY stock, name, id LIMIT $2`,
      [LOW_STOCK_AT_MOST, limit],
    );
    return { total: rows[0]?.total ?? 0, products: rows.map(({ total: _total, ...product }) => product) };
  }

  /** Recomputes rating and reviewCount from the given figures, in the caller's transaction. */
  async setReviewSummary(manager: EntityManager, productId: string, summary: { rating: string; reviewCount: number }): Promise<void> {
    await manager.update(Product, { id: productId }, summary);
  }
}

function toSellable(product: Product | ProductDto): SellableProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    images: product.images,
    sizes: product.sizes,
    colors: product.colors,
    stock: product.stock,
    isActive: product.isActive,
  };
}
