/** Past-tense facts of the suppliers module; other modules listen, never reach in. */
export class SupplierRegistered {
  static readonly eventName = 'suppliers.supplier-registered';
  constructor(readonly supplierId: string) {}
}
