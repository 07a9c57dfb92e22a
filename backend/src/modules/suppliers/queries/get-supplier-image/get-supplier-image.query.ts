import { SupplierImageKind } from '../../domain/supplier-image.entity';

export class GetSupplierImageQuery {
  constructor(
    readonly supplierId: string,
    readonly kind: SupplierImageKind,
  ) {}
}
