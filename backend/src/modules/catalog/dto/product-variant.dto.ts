import { ApiProperty } from '@nestjs/swagger';

/** One size x colour of a product and its own units (ADR 025). */
export class ProductVariantDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  /** Null when the product has no sizes. */
  @ApiProperty({ nullable: true, type: String, example: 'M' })
  size: string | null;

  /** Null when the product has no colours. */
  @ApiProperty({ nullable: true, type: String, example: 'Blue' })
  color: string | null;

  /** Units of this size and colour available to sell. */
  stock: number;

  @ApiProperty({ nullable: true, type: String })
  sku: string | null;
}
