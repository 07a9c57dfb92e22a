import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ProductVariantDto } from '../../catalog/dto/product-variant.dto';
import { SupplierProduct } from '../domain/supplier-product.entity';

/** One size x colour a supplier offers and its units (ADR 025): a catalog variant without an id. */
export class SupplierProductVariantDto extends OmitType(ProductVariantDto, ['id'] as const) {}

export class SupplierProductDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  supplierId: string;

  /** The catalog product it was published as, if any. */
  @ApiProperty({ nullable: true, type: String, format: 'uuid' })
  productId: string | null;

  @ApiProperty({ nullable: true, type: String })
  supplierSku: string | null;

  @ApiProperty({ example: '100.00' })
  costPrice: string;

  /** Cost plus the supplier's markup (12%), computed by the server. */
  @ApiProperty({ example: '112.00' })
  sellingPrice: string;

  /** A new cost more than 20% from the one on sale, awaiting staff review; null when none waits. */
  @ApiProperty({ nullable: true, type: String, example: null })
  pendingCostPrice: string | null;

  /** What the product would sell at with the pending cost; the catalog keeps `sellingPrice` meanwhile. */
  @ApiProperty({ nullable: true, type: String, example: null })
  pendingSellingPrice: string | null;

  minimumQuantity: number;

  /** Units on hand: the sum of `variants`. */
  availableStock: number;

  /** Stock per size x colour; one entry with size and color null when the product has neither. */
  variants: SupplierProductVariantDto[];

  leadTime: number;

  isActive: boolean;

  supplierProductName: string;

  @ApiProperty({ nullable: true, type: String })
  supplierDescription: string | null;

  supplierImages: string[];

  createdAt: Date;

  updatedAt: Date;

  static from(product: SupplierProduct): SupplierProductDto {
    const { id, supplierId, productId, supplierSku, costPrice, sellingPrice, pendingCostPrice, pendingSellingPrice, minimumQuantity, availableStock, variants, leadTime, isActive, supplierProductName, supplierDescription, supplierImages, createdAt, updatedAt } =
      product;
    return { id, supplierId, productId, supplierSku, costPrice, sellingPrice, pendingCostPrice, pendingSellingPrice, minimumQuantity, availableStock, variants, leadTime, isActive, supplierProductName, supplierDescription, supplierImages, createdAt, updatedAt };
  }
}
