import type { EntityManager } from 'typeorm';
import type { CatalogService, SellableProduct } from '../../modules/catalog/catalog.service';
import { variantGrid } from '../../modules/catalog/domain/product-variants';
import { InMemoryTransactions, Rows } from './transactions';

type OrderStock = Pick<CatalogService, 'findSellable' | 'reserveStock' | 'variantStock' | 'releaseStock' | 'variantForLine'>;

/** The catalog's stock as ordering uses it, with CatalogService's rules: never below zero, an inactive product sells nothing. */
export class InMemoryCatalog implements OrderStock {
  readonly products = new Rows<SellableProduct>();
  private sequence = 0;

  constructor(private readonly transactions: InMemoryTransactions) {
    transactions.keep(this.products);
  }

  /** A product sold in every size x colour given, `stock` units of each unless `stockOf` says otherwise. */
  add(fields: Partial<Omit<SellableProduct, 'variants' | 'stock'>> & { stock?: number; stockOf?: (size: string | null, color: string | null) => number } = {}): SellableProduct {
    this.sequence += 1;
    const id = fields.id ?? `00000000-0000-4000-8000-${String(this.sequence).padStart(12, '0')}`;
    const { stock = 10, stockOf = () => stock, sizes = [], colors = [], ...rest } = fields;
    const variants = variantGrid(sizes, colors).map((choice, index) => ({
      id: `00000000-0000-4000-9000-${String(this.sequence).padStart(6, '0')}${String(index + 1).padStart(6, '0')}`,
      ...choice,
      stock: stockOf(choice.size, choice.color),
      sku: null,
    }));
    const product = { id, name: `Product ${this.sequence}`, price: '100.00', category: 'traditional', images: [`/photos/${id}.webp`], isActive: true, ...rest, sizes, colors, variants, stock: 0 };
    return this.products.set(id, withTotal(product));
  }

  /** Units of one size x colour changed by someone else meanwhile (staff, another checkout). */
  setStock(variantId: string, stock: number): void {
    this.changeStock(variantId, () => stock);
  }

  stockOf(variantId: string): number {
    return this.products.all().flatMap((product) => product.variants).find((variant) => variant.id === variantId)?.stock ?? 0;
  }

  async findSellable(ids: string[]): Promise<Map<string, SellableProduct>> {
    return new Map(ids.flatMap((id) => (this.products.get(id) ? [[id, this.products.get(id)!] as const] : [])));
  }

  async reserveStock(manager: EntityManager, variantId: string, quantity: number): Promise<boolean> {
    this.transactions.assertInside(manager);
    return this.changeStock(variantId, (product, stock) => (product.isActive && stock >= quantity ? stock - quantity : null));
  }

  async releaseStock(manager: EntityManager, variantId: string, quantity: number): Promise<boolean> {
    this.transactions.assertInside(manager);
    return this.changeStock(variantId, (_product, stock) => stock + quantity);
  }

  async variantStock(manager: EntityManager, variantId: string): Promise<number> {
    this.transactions.assertInside(manager);
    return this.stockOf(variantId);
  }

  async variantForLine(_manager: EntityManager, line: { productId: string; variantId?: string | null; size: string | null; color: string | null }): Promise<string | null> {
    if (line.variantId) return line.variantId;
    const variants = this.products.get(line.productId)?.variants ?? [];
    return (variants.find((variant) => variant.size === line.size && variant.color === line.color) ?? variants[0])?.id ?? null;
  }

  /** `next` answers the new stock, or null to refuse; false when no product sells the variant. */
  private changeStock(variantId: string, next: (product: SellableProduct, stock: number) => number | null): boolean {
    const product = this.products.all().find((candidate) => candidate.variants.some((variant) => variant.id === variantId));
    if (!product) return false;
    const variant = product.variants.find((candidate) => candidate.id === variantId)!;
    const stock = next(product, variant.stock);
    if (stock === null) return false;
    variant.stock = stock;
    this.products.set(product.id, withTotal(product));
    return true;
  }
}

function withTotal(product: SellableProduct): SellableProduct {
  return { ...product, stock: product.variants.reduce((sum, variant) => sum + variant.stock, 0) };
}
