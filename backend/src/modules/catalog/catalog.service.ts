import { Inject, Injectable, Optional } from '@nestjs/common';
import { WebhookPublisher } from '../webhooks/webhook-publisher';
import { InjectRepository } from '@nestjs/typeorm';
import { LOW_STOCK_AT_MOST } from '@shop/rules';
import { EntityManager, In, Repository } from 'typeorm';
import { ReplicaReads } from '../../database/replica-reads';
import { NotFoundError } from '../../shared/http/domain-errors';
import { ProductVariant } from './domain/product-variant.entity';
import { Product } from './domain/product.entity';
import { choiceKey, sortVariants, Variant, VariantChoice, variantGrid, VariantStock } from './domain/product-variants';
import { ProductDto, ProductRow } from './dto/product.dto';
import { PRODUCT_COLUMNS, PRODUCT_VARIANTS_JOIN } from './queries/list-products/list-products.sql';
import { CatalogReadCache } from './read-model/catalog-read-cache';
import { RestockedVariant, VARIANT_RESTOCKS, VariantRestocks } from './ports/variant-restocks.port';

/** What other modules may know about a product. */
export interface SellableProduct {
  id: string;
  name: string;
  price: string;
  /** What a promotion for one category looks at (ADR 061). */
  category: string;
  images: string[];
  sizes: string[];
  colors: string[];
  /** The sum of the variants' stock. */
  stock: number;
  /** One per size x colour, in the order of sizes, then colours. */
  variants: Variant[];
  isActive: boolean;
}

/** A size and colour at or under the threshold. */
export interface LowVariant {
  variantId: string;
  size: string | null;
  color: string | null;
  stock: number;
}

/** A product with at least one size and colour about to run out, as the admin overview lists it. */
export interface LowStockProduct {
  id: string;
  name: string;
  image: string | null;
  category: string;
  isActive: boolean;
  /** The fewest units any of its sizes and colours has left. */
  lowestStock: number;
  /** Its sizes and colours at or under the threshold, the emptiest first. */
  lowVariants: LowVariant[];
}

/** What a supplier's change does to the stock of one size x colour of its catalog product. */
export interface VariantStockChange extends VariantChoice {
  stockDelta: number;
  sku: string | null;
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
    private readonly webhooks: WebhookPublisher,
    private readonly reads: ReplicaReads,
    // Optional only for test harnesses that build the catalog alone; the app always provides it.
    @Optional() @Inject(VARIANT_RESTOCKS) private readonly restocks: VariantRestocks | null = null,
  ) {}

  async findSellable(ids: string[], manager: EntityManager = this.products.manager): Promise<Map<string, SellableProduct>> {
    if (ids.length === 0) return new Map();
    const unique = [...new Set(ids)];
    // The products with their variants in one statement: a checkout's first read (issue 38).
    const rows: ProductRow[] = await manager.query(`SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_VARIANTS_JOIN} WHERE p.id = ANY($1::uuid[])`, [unique]);
    return new Map(rows.map((row) => [row.id, toSellable(ProductDto.from(row))]));
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
    const rows: ProductRow[] = await this.products.query(`SELECT ${PRODUCT_COLUMNS} FROM products p ${PRODUCT_VARIANTS_JOIN} WHERE p.id = ANY($1::uuid[])`, [missing]);
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
   * Takes `quantity` units of one size x colour of an active product in one conditional UPDATE, so
   * concurrent checkouts can never take more than exist (ADR 003, 021). False when the variant is
   * gone, its product inactive, or it has too few units. Callers taking several variants go in
   * variant-id order (releases too), so two transactions never wait on each other in a circle.
   */
  async reserveStock(manager: EntityManager, variantId: string, quantity: number): Promise<boolean> {
    // TypeORM answers an UPDATE ... RETURNING as [rows, affectedCount].
    const [rows]: [{ id: string; stock: number; productId: string; size: string | null; color: string | null; productName: string }[], number] = await manager.query(
      `UPDATE product_variants v SET stock = v.stock - $2, "updatedAt" = now()
         FROM products p
        WHERE v.id = $1 AND v.stock >= $2 AND p.id = v."productId" AND p."isActive"
        RETURNING v.id, v.stock, v."productId", v.size, v.color, p.name AS "productName"`,
      [variantId, quantity],
    );
    // A refused reservation changed nothing: no instance needs to forget its catalog.
    if (rows.length === 0) return false;
    await this.cache.changing(manager);
    const [left] = rows;
    // Told once, as the size and colour crosses the dashboard's low-stock line, not at every sale under it.
    if (left.stock <= LOW_STOCK_AT_MOST && left.stock + quantity > LOW_STOCK_AT_MOST) {
      await this.webhooks.publish(manager, 'stock.low', {
        productId: left.productId,
        productName: left.productName,
        variantId: left.id,
        size: left.size,
        color: left.color,
        stock: left.stock,
        threshold: LOW_STOCK_AT_MOST,
      });
    }
    return true;
  }

  /** Units of one variant now, in the caller's transaction (what a refused reservation reports). */
  async variantStock(manager: EntityManager, variantId: string): Promise<number> {
    const [row]: { stock: number }[] = await manager.query(`SELECT stock FROM product_variants WHERE id = $1`, [variantId]);
    return row?.stock ?? 0;
  }

  /**
   * Puts units back on the variant they came from (a cancelled, expired or refunded order). False
   * when that size and colour is no longer sold (removed from the product, or the product deleted):
   * its units left the catalog with it.
   */
  async releaseStock(manager: EntityManager, variantId: string, quantity: number): Promise<boolean> {
    const [rows]: [{ id: string }[], number] = await manager.query(`UPDATE product_variants SET stock = stock + $2, "updatedAt" = now() WHERE id = $1 RETURNING id`, [variantId, quantity]);
    if (rows.length === 0) return false;
    await this.cache.changing(manager);
    if (quantity > 0) await this.tellRestocked(manager, [variantId]);
    return true;
  }

  /**
   * The variant an order line took its units from. Orders placed before variants existed carry
   * none: their line's size and colour find it, else the product's first (where migration 021
   * put the product's stock).
   */
  async variantForLine(manager: EntityManager, line: { productId: string; variantId?: string | null; size: string | null; color: string | null }): Promise<string | null> {
    if (line.variantId) return line.variantId;
    const variants = (await this.findSellable([line.productId], manager)).get(line.productId)?.variants ?? [];
    return (variants.find((variant) => variant.size === line.size && variant.color === line.color) ?? variants[0])?.id ?? null;
  }

  /**
   * Sets a product's variants to the grid of its sizes and colours, in the caller's transaction
   * (which holds the product's row lock). `stockFor` gives each combination's units and SKU; a
   * combination that stays keeps its id (carts and orders point at it), one that goes is deleted.
   * Rows are locked in id order, as checkouts lock them.
   */
  async saveVariants(manager: EntityManager, product: { id: string; sizes: string[]; colors: string[] }, stockFor: (choice: VariantChoice, existing: Variant | undefined) => VariantStock): Promise<Variant[]> {
    const existing: ProductVariant[] = await manager
      .createQueryBuilder(ProductVariant, 'v')
      .where('v."productId" = :id', { id: product.id })
      .orderBy('v.id')
      .setLock('pessimistic_write')
      .getMany();
    const byChoice = new Map(existing.map((variant) => [choiceKey(variant), variant]));
    const wanted = variantGrid(product.sizes, product.colors);
    const wantedKeys = new Set(wanted.map(choiceKey));
    const gone = existing.filter((variant) => !wantedKeys.has(choiceKey(variant)));
    if (gone.length > 0) await manager.delete(ProductVariant, { id: In(gone.map((variant) => variant.id)) });
    const saved: Variant[] = [];
    for (const choice of wanted) {
      const current = byChoice.get(choiceKey(choice));
      const { stock, sku } = stockFor(choice, current && toVariant(current));
      if (current && current.stock === stock && current.sku === sku) {
        saved.push(toVariant(current));
        continue;
      }
      const row = await manager.save(ProductVariant, { ...(current ?? {}), productId: product.id, size: choice.size, color: choice.color, stock, sku });
      saved.push(toVariant(row));
    }
    await this.cache.changing(manager);
    // Every variant with units, not only those that just left 0: a product switched back on with
    // stock, or a restock made while it was off, reaches the requests then (a request is open only
    // while its variant had none, so a variant that never ran out has none waiting).
    await this.tellRestocked(manager, saved.filter((variant) => variant.stock > 0).map((variant) => variant.id));
    return saved;
  }

  /**
   * The size x colour a back-in-stock request is for, its row share-locked in the caller's
   * transaction: a restock writing it waits for the request to commit (and then finds it), or the
   * request waits for the restock and sees the units. Null when the product or variant is gone.
   */
  async lockVariantForRequest(manager: EntityManager, productId: string, variantId: string): Promise<(RestockedVariant & { stock: number; isActive: boolean }) | null> {
    const [row]: (RestockedVariant & { stock: number; isActive: boolean })[] = await manager.query(
      `SELECT v.id AS "variantId", v."productId", p.name AS "productName", v.size, v.color, v.stock, p."isActive"
         FROM product_variants v JOIN products p ON p.id = v."productId"
        WHERE v.id = $1 AND v."productId" = $2
          FOR SHARE OF v`,
      [variantId, productId],
    );
    return row ?? null;
  }

  /** Those of these variants that have units and belong to an active product are handed to VARIANT_RESTOCKS. */
  private async tellRestocked(manager: EntityManager, variantIds: string[]): Promise<void> {
    if (!this.restocks || variantIds.length === 0) return;
    const rows: RestockedVariant[] = await manager.query(
      `SELECT v.id AS "variantId", v."productId", p.name AS "productName", v.size, v.color
         FROM product_variants v JOIN products p ON p.id = v."productId"
        WHERE v.id = ANY($1::uuid[]) AND v.stock > 0 AND p."isActive"
        ORDER BY v.id`,
      [variantIds],
    );
    if (rows.length > 0) await this.restocks.restocked(manager, rows);
  }

  /** A product's variants as stored, in grid order. */
  async variantsOf(manager: EntityManager, product: { id: string; sizes: string[]; colors: string[] }): Promise<Variant[]> {
    const rows = await manager.find(ProductVariant, { where: { productId: product.id } });
    return sortVariants(product.sizes, product.colors, rows.map(toVariant));
  }

  /**
   * The catalog product for a published supplier product, in the publisher's transaction: its
   * sizes and colours are those the supplier's variants name, each with the supplier's units.
   */
  async createFromSupplier(
    manager: EntityManager,
    fields: { supplierProductId: string; name: string; description: string | null; price: string; category: string; images: string[]; isActive: boolean; sizes: string[]; colors: string[] },
    variants: VariantStock[],
  ): Promise<string> {
    const saved = await manager.save(manager.create(Product, { ...fields }));
    const byChoice = new Map(variants.map((variant) => [choiceKey(variant), variant]));
    await this.saveVariants(manager, saved, (choice) => byChoice.get(choiceKey(choice)) ?? { ...choice, stock: 0, sku: null });
    await this.published(manager, saved, fields.supplierProductId);
    return saved.id;
  }

  /** A new product that is on sale at once is announced to integrators, in the transaction that creates it. */
  async published(manager: EntityManager, product: Pick<Product, 'id' | 'name' | 'category' | 'price' | 'isActive'>, supplierProductId: string | null = null): Promise<void> {
    if (!product.isActive) return;
    await this.webhooks.publish(manager, 'product.published', { productId: product.id, name: product.name, category: product.category, price: product.price, supplierProductId });
  }

  /**
   * A published supplier product changed: name, price and photos follow; each variant's stock
   * moves by the change the supplier made to it (never below zero), because the catalog has sold
   * units since publishing and overwriting its stock would put them back on sale (ADR 025). A
   * supplier that lists sizes or colours decides the product's grid (a combination it dropped
   * goes, with its units); one that lists neither leaves the grid to the admin, and its change
   * goes to the product's first size x colour, as its one stock figure did before variants.
   */
  async syncFromSupplier(
    manager: EntityManager,
    productId: string,
    fields: { name: string; description: string | null; price: string; images: string[]; deactivate: boolean },
    supplied: { sizes: string[]; colors: string[]; changes: VariantStockChange[] },
  ): Promise<void> {
    const product = await manager.findOne(Product, { where: { id: productId }, lock: { mode: 'pessimistic_write' } });
    if (!product) return;
    const { deactivate, ...rest } = fields;
    const ownGrid = supplied.sizes.length > 0 || supplied.colors.length > 0;
    const grid = ownGrid ? { sizes: supplied.sizes, colors: supplied.colors } : { sizes: product.sizes, colors: product.colors };
    await manager.update(Product, { id: productId }, { ...rest, ...grid, ...(deactivate ? { isActive: false } : {}) });
    const first = choiceKey(variantGrid(grid.sizes, grid.colors)[0]);
    const byChoice = new Map(supplied.changes.map((change) => [ownGrid ? choiceKey(change) : first, change]));
    await this.saveVariants(manager, { id: productId, ...grid }, (choice, existing) => {
      const change = byChoice.get(choiceKey(choice));
      return { ...choice, stock: Math.max((existing?.stock ?? 0) + (change?.stockDelta ?? 0), 0), sku: change && ownGrid ? change.sku : (existing?.sku ?? null) };
    });
  }

  /** The supplier withdrew its product: the catalog product stops selling and holds no units. */
  async withdrawFromSupplier(manager: EntityManager, productId: string): Promise<void> {
    const product = await manager.findOne(Product, { where: { id: productId }, lock: { mode: 'pessimistic_write' } });
    if (!product) return;
    await manager.update(Product, { id: productId }, { isActive: false });
    await this.saveVariants(manager, product, (choice) => ({ ...choice, stock: 0, sku: null }));
  }

  /**
   * For the admin dashboard: every product counts; low stock counts the products with a size or
   * colour at LOW_STOCK_AT_MOST units or fewer (SPEC §9; per product, not per variant: issue 40).
   * A report: on the replica when it is current (ADR 075).
   */
  async stockSummary(): Promise<{ totalProducts: number; lowStock: number }> {
    const [row]: { total: number; low: number }[] = await this.reads.query(
      `SELECT (SELECT count(*) FROM products)::int AS total, (SELECT count(DISTINCT "productId") FROM product_variants WHERE stock <= $1)::int AS low`,
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
   * The products with a size or colour at LOW_STOCK_AT_MOST units or fewer (the Low Stock card's
   * count), the emptiest first: `limit` of them, each with its low sizes and colours, and how many
   * products there are. Inactive products count too, as on the card. A report: on the replica
   * when it is current (ADR 075), never for deciding what can be sold.
   */
  async lowStock(limit: number): Promise<{ total: number; products: LowStockProduct[] }> {
    const rows: (LowStockProduct & { total: number })[] = await this.reads.query(
      `SELECT p.id, p.name, p.images[1] AS image, p.category, p."isActive", min(v.stock)::int AS "lowestStock",
              json_agg(json_build_object('variantId', v.id, 'size', v.size, 'color', v.color, 'stock', v.stock)
                       ORDER BY v.stock, array_position(p.sizes, v.size::text), array_position(p.colors, v.color::text), v.id) AS "lowVariants",
              count(*) OVER ()::int AS total
         FROM product_variants v JOIN products p ON p.id = v."productId"
        WHERE v.stock <= $1
        GROUP BY p.id
        ORDER BY min(v.stock), p.name, p.id LIMIT $2`,
      [LOW_STOCK_AT_MOST, limit],
    );
    return { total: rows[0]?.total ?? 0, products: rows.map(({ total: _total, ...product }) => product) };
  }

  /** Recomputes rating and reviewCount from the given figures, in the caller's transaction. */
  async setReviewSummary(manager: EntityManager, productId: string, summary: { rating: string; reviewCount: number }): Promise<void> {
    await manager.update(Product, { id: productId }, summary);
  }
}

function toVariant(row: ProductVariant): Variant {
  return { id: row.id, size: row.size, color: row.color, stock: row.stock, sku: row.sku };
}

function toSellable(product: (Product & { variants: Variant[] }) | ProductDto): SellableProduct {
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    category: product.category,
    images: product.images,
    sizes: product.sizes,
    colors: product.colors,
    // From the variants just read, so the total and its parts always agree.
    stock: product.variants.reduce((sum, variant) => sum + variant.stock, 0),
    variants: sortVariants(product.sizes, product.colors, product.variants),
    isActive: product.isActive,
  };
}
