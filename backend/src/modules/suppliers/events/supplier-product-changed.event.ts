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
    readonly change: { name: string; description: string | null; sellingPrice: string; stockDelta: number; isActive: boolean; images: string[] } | null,
  ) {}
}
