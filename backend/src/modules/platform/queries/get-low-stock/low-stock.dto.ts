import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_CATEGORIES } from '../../../catalog/domain/catalog-constants';

export class LowStockProductDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  name: string;

  @ApiProperty({ nullable: true, type: String })
  image: string | null;

  @ApiProperty({ enum: PRODUCT_CATEGORIES })
  category: string;

  /** The size x colour that runs low (ADR 025). */
  @ApiProperty({ format: 'uuid' })
  variantId: string;

  @ApiProperty({ nullable: true, type: String })
  size: string | null;

  @ApiProperty({ nullable: true, type: String })
  color: string | null;

  /** Units left of that size and colour. */
  stock: number;

  isActive: boolean;
}

/** Sizes and colours that will run out soon: at `atMost` units or fewer, the emptiest first (one row per variant). */
export class LowStockDto {
  /** The threshold (SPEC §9: 5 or fewer). */
  atMost: number;

  /** How many variants are that low; `products` holds the first of them. */
  total: number;

  products: LowStockProductDto[];
}
