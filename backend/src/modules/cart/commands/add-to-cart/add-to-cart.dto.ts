import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { CART_SESSION_ID } from '../../dto/cart-session-id';

export class AddToCartDto {
  /** The browser's cart id (SPEC: 9 random characters kept in session storage). */
  @Matches(CART_SESSION_ID, { message: 'sessionId must be 6 to 64 letters, digits, - or _' })
  sessionId: string;

  @IsUUID()
  productId: string;

  @IsInt()
  @Min(1)
  @Max(999)
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
