export class PublishSupplierProductCommand {
  constructor(
    readonly supplierProductId: string,
    readonly category: string,
  ) {}
}
