/** Past-tense facts of the suppliers module; other modules listen, never reach in. */
export class SupplierRegistered {
  static readonly eventName = 'suppliers.supplier-registered';
  constructor(readonly supplierId: string) {}
}

export class SupplierFaceVerified {
  static readonly eventName = 'suppliers.supplier-face-verified';
  constructor(
    readonly supplierId: string,
    readonly status: 'verified' | 'rejected',
    readonly adminId: string,
  ) {}
}

export class SupplierApproved {
  static readonly eventName = 'suppliers.supplier-approved';
  constructor(readonly supplierId: string) {}
}

/**
 * Cost, stock or name changed (or the product went): the published catalog product follows. Stock
 * travels as the change the supplier made, not the new figure: the catalog has sold units since
 * publishing, and overwriting its stock would put them back on sale.
 */
export class SupplierProductChanged {
  static readonly eventName = 'suppliers.supplier-product-changed';
  constructor(
    readonly supplierProductId: string,
    readonly catalogProductId: string | null,
    readonly change: { name: string; description: string | null; sellingPrice: string; stockDelta: number; isActive: boolean } | null,
  ) {}
}
