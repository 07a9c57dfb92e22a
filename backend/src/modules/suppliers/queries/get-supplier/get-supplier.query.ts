export class GetSupplierQuery {
  constructor(readonly supplierId: string) {}
}
