export class ApproveSupplierCommand {
  constructor(readonly supplierId: string) {}
}
