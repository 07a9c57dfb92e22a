import { IsOptional, IsString, MaxLength } from 'class-validator';
import { SingleLine } from '../../../shared/http/plain-text.validator';

/**
 * The size and colour a shopper picks, as a cart line and a checkout line take them (the column
 * lengths of cart_items and order lines); assertProductOptions then checks the product offers them.
 */
export class ProductChoiceDto {
  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(20)
  size?: string | null;

  @IsOptional()
  @IsString()
  @SingleLine()
  @MaxLength(30)
  color?: string | null;
}
