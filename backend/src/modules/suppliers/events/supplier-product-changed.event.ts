import type { SupplierProduct } from '../domain/supplier-product.entity';
import { supplierOptions } from '../domain/supplier-variants';

export interface VariantStockChange {
  size: string | null;
  color: string | null;
  stockDelta: number;
  sku: string | null;
}

/**
 * Cost, stock, name or photos changed (or the product went): the published catalog product follows. Stock
 * travels as the change the supplier made, not the new figure: the catalog has sold units since
 * publishing, and overwriting its stock would put them back on sale.
 */
export class SupplierProductChanged {
  static readonly eventName = 'suppliers.supplier-product-changed';
  constructor(
    readonly supplierProductId: string,
    readonly catalogProductId: string | null,
    readonly change: {
      name: string;
      description: string | null;
      sellingPrice: string;
      /** The change to the total; `variants` says which sizes and colours it came from (ADR 025). */
      stockDelta: number;
      /** The sizes and colours the supplier lists; empty when it sells the product in one variant. */
      sizes: string[];
      colors: string[];
      variants: VariantStockChange[];
      isActive: boolean;
      images: string[];
    } | null,
  ) {}

  /** The product as saved, with the stock change that came with it (none for a price review). */
  static of(product: SupplierProduct, stockDelta: number, variants: VariantStockChange[]): SupplierProductChanged {
    return new SupplierProductChanged(product.id, product.productId, {
      name: product.supplierProductName,
      description: product.supplierDescription,
      sellingPrice: product.sellingPrice,
      stockDelta,
      ...supplierOptions(product.variants),
      variants,
      isActive: product.isActive,
      images: product.supplierImages,
    });
  }
}
