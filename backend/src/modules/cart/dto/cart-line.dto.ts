import { ApiProperty } from '@nestjs/swagger';

export class CartVariantDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ nullable: true, type: String })
  size: string | null;

  @ApiProperty({ nullable: true, type: String })
  color: string | null;

  /** Units in stock (0 while the product is hidden). */
  stock: number;
}

export class CartProductDto {
  name: string;

  @ApiProperty({ example: '185.00' })
  price: string;

  images: string[];

  /** Units of the product in all its sizes and colours (the line's bound is `variantStock`). */
  stock: number;

  sizes: string[];

  colors: string[];

  /** Every size x colour of the product with its units: what the line may change to. */
  @ApiProperty({ type: () => [CartVariantDto] })
  variants: CartVariantDto[];
}

export class CartLineDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  sessionId: string;

  @ApiProperty({ format: 'uuid' })
  productId: string;

  quantity: number;

  @ApiProperty({ nullable: true, type: String })
  size: string | null;

  @ApiProperty({ nullable: true, type: String })
  color: string | null;

  /** The product's size x colour this line holds (ADR 025). */
  @ApiProperty({ format: 'uuid' })
  variantId: string;

  /** Units of that size and colour in stock: the most this line may hold. */
  variantStock: number;

  product: CartProductDto;

  createdAt: Date;

  updatedAt: Date;
}
