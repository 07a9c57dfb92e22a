export class DeleteSupplierProductCommand {
  constructor(
    /** The signed-in supplier: another supplier's product is not found. */
    readonly supplierId: string,
    readonly productId: string,
  ) {}
}
