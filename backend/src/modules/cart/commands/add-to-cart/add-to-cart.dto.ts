import { IsInt, IsUUID, Max } from 'class-validator';
import { MAX_LINE_QUANTITY } from '@shop/rules';
import { CartSessionId } from '../../dto/cart-session-id';
import { ProductChoiceDto } from '../../../catalog/dto/product-choice.dto';

export class AddToCartDto extends ProductChoiceDto {
  /** The browser's cart id (SPEC: 9 random characters kept in session storage). */
  @CartSessionId()
  sessionId: string;

  @IsUUID()
  productId: string;

  /** Units to add, at most 999 (else 400): the line's new quantity must stay from 1 to the units of the chosen size and colour in stock, else 409 naming them (DECISIONS 'Cart', ADR 025). A size or colour left out takes the first with enough units. */
  @IsInt()
  @Max(MAX_LINE_QUANTITY)
  quantity: number;
}
