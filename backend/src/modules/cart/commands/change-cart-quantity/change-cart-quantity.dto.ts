import { IsInt, Max } from 'class-validator';
import { MAX_LINE_QUANTITY } from '@shop/rules';

export class ChangeCartQuantityDto {
  /** From 1 to the units in stock, else 409 (DECISIONS 'Cart'); above 999 is a 400 whatever the stock. */
  @IsInt()
  @Max(MAX_LINE_QUANTITY)
  quantity: number;
}
