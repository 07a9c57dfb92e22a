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

  /** Units left. */
  stock: number;

  isActive: boolean;
}

/** Products that will run out soon: at `atMost` units or fewer, the emptiest first. */
export class LowStockDto {
  /** The threshold (SPEC §9: 5 or fewer). */
  atMost: number;

  /** How many products are that low; `products` holds the first of them. */
  total: number;

  products: LowStockProductDto[];
}
