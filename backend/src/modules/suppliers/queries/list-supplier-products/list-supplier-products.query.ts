export class ListSupplierProductsQuery {
  constructor(readonly supplierId: string) {}
}
