import { ApiProperty } from '@nestjs/swagger';

export class CartProductDto {
  name: string;

  @ApiProperty({ example: '185.00' })
  price: string;

  images: string[];

  /** Units available: the most this line may hold. */
  stock: number;

  sizes: string[];
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

  product: CartProductDto;

  createdAt: Date;

  updatedAt: Date;
}
