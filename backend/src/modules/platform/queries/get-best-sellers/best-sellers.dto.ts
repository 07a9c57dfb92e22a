import { ApiProperty } from '@nestjs/swagger';
import { GhanaPeriodDto } from '../../dto/ghana-period.dto';

export class BestSellerDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  /** As on the product's latest order line in the period. */
  name: string;

  @ApiProperty({ nullable: true, type: String })
  image: string | null;

  /** Units sold. */
  units: number;

  /** Item sales (price x quantity, before shipping and tax), in cedis. */
  @ApiProperty({ example: '2240.00' })
  revenue: string;
}

/** The period's best sellers, most units first, counted from paid orders neither cancelled nor refunded. */
export class BestSellersDto {
  period: GhanaPeriodDto;

  products: BestSellerDto[];
}
