import { ApiProperty } from '@nestjs/swagger';
import { PROMOTION_KINDS } from '@shop/rules';
import { Promotion } from '../domain/promotion.entity';

/** A promotion as staff see it in the console, with its uses and the revenue of its paid orders. */
export class PromotionDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** Null for an automatic promotion. */
  @ApiProperty({ nullable: true, type: String, example: 'AKWAABA10' })
  code: string | null;

  name: string;

  @ApiProperty({ enum: PROMOTION_KINDS })
  kind: string;

  @ApiProperty({ nullable: true, type: Number, example: 10 })
  percentOff: number | null;

  @ApiProperty({ nullable: true, type: String, example: '20.00' })
  amountOff: string | null;

  @ApiProperty({ nullable: true, type: String, example: '150.00' })
  minSubtotal: string | null;

  @ApiProperty({ nullable: true, type: String, example: 'traditional' })
  category: string | null;

  @ApiProperty({ nullable: true, type: Number })
  minQuantity: number | null;

  @ApiProperty({ nullable: true, type: Date })
  startsAt: Date | null;

  @ApiProperty({ nullable: true, type: Date })
  endsAt: Date | null;

  @ApiProperty({ nullable: true, type: Number })
  maxUses: number | null;

  @ApiProperty({ nullable: true, type: Number })
  maxUsesPerCustomer: number | null;

  stackable: boolean;

  paused: boolean;

  /** Orders placed with it, less those cancelled. */
  uses: number;

  /** What its paid orders came to, in cedis. */
  @ApiProperty({ example: '1204.83' })
  revenue: string;

  /** What it took off its orders, in cedis. */
  @ApiProperty({ example: '120.50' })
  discountGiven: string;

  createdAt: Date;

  static from(promotion: Promotion, figures: { revenue: string; discountGiven: string }): PromotionDto {
    const { id, code, name, kind, percentOff, amountOff, minSubtotal, category, minQuantity, startsAt, endsAt, maxUses, maxUsesPerCustomer, stackable, paused, uses, createdAt } = promotion;
    return { id, code, name, kind, percentOff, amountOff, minSubtotal, category, minQuantity, startsAt, endsAt, maxUses, maxUsesPerCustomer, stackable, paused, uses, createdAt, ...figures };
  }
}
