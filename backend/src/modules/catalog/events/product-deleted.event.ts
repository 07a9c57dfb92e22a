export class ProductDeleted {
  static readonly eventName = 'catalog.product-deleted';

  constructor(readonly productId: string) {}
}
