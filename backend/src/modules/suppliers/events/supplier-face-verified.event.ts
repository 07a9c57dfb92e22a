export class SupplierFaceVerified {
  static readonly eventName = 'suppliers.supplier-face-verified';
  constructor(
    readonly supplierId: string,
    readonly status: 'verified' | 'rejected',
    readonly adminId: string,
  ) {}
}
