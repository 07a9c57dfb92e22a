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
      variants: { size: string | null; color: string | null; stockDelta: number; sku: string | null }[];
      isActive: boolean;
      images: string[];
    } | null,
  ) {}
}
