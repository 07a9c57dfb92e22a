import { ApiProperty } from '@nestjs/swagger';
import { CartSessionId } from '../../../cart/dto/cart-session-id';

export class BuyAgainDto {
  /** The browser's cart id, as the cart API takes it: the order's lines go into this cart. */
  @CartSessionId()
  sessionId: string;
}

export const BUY_AGAIN_OUTCOMES = ['added', 'reduced', 'gone', 'sold-out'] as const;
export type BuyAgainOutcome = (typeof BUY_AGAIN_OUTCOMES)[number];

/** One line of the past order and what became of it. */
export class BuyAgainLineDto {
  @ApiProperty({ format: 'uuid' })
  productId: string;

  /** The product's name today; the order's name when the product is gone. */
  name: string;

  @ApiProperty({ nullable: true, type: String })
  size: string | null;

  @ApiProperty({ nullable: true, type: String })
  color: string | null;

  /** Units on the past order. */
  orderedQuantity: number;

  /** Units put in the cart now (0 when not added). */
  quantity: number;

  /** Unit price today, in cedis (what the cart charges); null when the product is gone. */
  @ApiProperty({ nullable: true, type: String, example: '185.00' })
  price: string | null;

  /**
   * added: every unit ordered; reduced: fewer, as many as are in stock beside what the cart
   * already holds; gone: the product (or that size and colour) is no longer sold; sold-out: none in stock.
   */
  @ApiProperty({ enum: BUY_AGAIN_OUTCOMES })
  outcome: BuyAgainOutcome;

  /** What the shopper reads about this line. */
  message: string;
}

/** What "Buy again" put in the cart and what it could not. */
export class BuyAgainResultDto {
  /** Lines put in the cart, all their units (added) or fewer (reduced). */
  @ApiProperty({ type: [BuyAgainLineDto] })
  added: BuyAgainLineDto[];

  /** Lines left out: gone or sold out. */
  @ApiProperty({ type: [BuyAgainLineDto] })
  notAdded: BuyAgainLineDto[];
}
