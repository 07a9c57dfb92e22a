import { IsInt, Max } from 'class-validator';
import { MAX_LINE_QUANTITY } from '@shop/rules';

export class ChangeCartQuantityDto {
  /** From 1 to the units of the line's size and colour in stock, else 409 (DECISIONS 'Cart', ADR 025); above 999 is a 400 whatever the stock. */
  @IsInt()
  @Max(MAX_LINE_QUANTITY)
  quantity: number;
}
