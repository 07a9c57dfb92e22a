export class SupplierApproved {
  static readonly eventName = 'suppliers.supplier-approved';
  constructor(readonly supplierId: string) {}
}
