import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_CATEGORIES } from '../../../catalog/domain/catalog-constants';

/** One size x colour at or under the threshold (ADR 025). */
export class LowStockVariantDto {
  @ApiProperty({ format: 'uuid' })
  variantId: string;

  @ApiProperty({ nullable: true, type: String })
  size: string | null;

  @ApiProperty({ nullable: true, type: String })
  color: string | null;

  /** Units left of that size and colour. */
  stock: number;
}

export class LowStockProductDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  name: string;

  @ApiProperty({ nullable: true, type: String })
  image: string | null;

  @ApiProperty({ enum: PRODUCT_CATEGORIES })
  category: string;

  isActive: boolean;

  /** The fewest units any of its sizes and colours has left. */
  lowestStock: number;

  /** Its sizes and colours at or under the threshold, the emptiest first. */
  lowVariants: LowStockVariantDto[];
}

/**
 * Products that will run out soon: those with a size or colour at `atMost` units or fewer, the
 * emptiest first (one row per product: issue 40; a product's total may look fine while a size runs out).
 */
export class LowStockDto {
  /** The threshold (SPEC §9: 5 or fewer). */
  atMost: number;

  /** How many products have a size or colour that low; `products` holds the first of them. */
  total: number;

  products: LowStockProductDto[];
}
