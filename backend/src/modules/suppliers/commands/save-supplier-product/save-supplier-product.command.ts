import { SaveSupplierProductDto } from './save-supplier-product.dto';

export class SaveSupplierProductCommand {
  constructor(
    /** The signed-in supplier: another supplier's product is not found. */
    readonly supplierId: string,
    readonly product: SaveSupplierProductDto,
    /** Null creates a product. */
    readonly productId: string | null,
  ) {}
}
