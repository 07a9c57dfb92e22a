import { IsInt, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { CART_SESSION_ID } from '../../dto/cart-session-id';

export class AddToCartDto {
  /** The browser's cart id (SPEC: 9 random characters kept in session storage). */
  @Matches(CART_SESSION_ID, { message: 'sessionId must be 6 to 64 letters, digits, - or _' })
  sessionId: string;

  @IsUUID()
  productId: string;

  /** Units to add: the line's new quantity must stay from 1 to the units in stock, else 409 (DECISIONS 'Cart'). */
  @IsInt()
  quantity: number;

  @IsOptional()
  @IsString()
  @MaxLength(20)
  size?: string | null;

  @IsOptional()
  @IsString()
  @MaxLength(30)
  color?: string | null;
}
