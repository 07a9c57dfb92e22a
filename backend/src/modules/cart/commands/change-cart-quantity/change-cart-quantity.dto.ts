import { IsInt } from 'class-validator';

export class ChangeCartQuantityDto {
  /** From 1 to the units in stock; a whole number outside that answers 409 (DECISIONS 'Cart'). */
  @IsInt()
  quantity: number;
}
