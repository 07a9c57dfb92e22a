import { ApiProperty } from '@nestjs/swagger';
import { Product } from '../domain/product.entity';
import { ProductVariantDto } from './product-variant.dto';
import { PRODUCT_CATEGORIES } from '../domain/catalog-constants';

export class ProductDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  name: string;

  description: string | null;

  /** Ghana cedis, two decimals. */
  @ApiProperty({ example: '185.00' })
  price: string;

  /** Price before the discount, when the product is on sale. */
  @ApiProperty({ example: '220.00', nullable: true, type: String })
  originalPrice: string | null;

  @ApiProperty({ enum: PRODUCT_CATEGORIES, example: 'traditional' })
  category: string;

  @ApiProperty({ nullable: true, type: String })
  subcategory: string | null;

  /** Units available to sell: the sum of the variants' stock. */
  stock: number;

  /** One per size x colour the product is sold in, in the order of `sizes`, then `colors`. */
  variants: ProductVariantDto[];

  /** Image paths on this host (600px WebP; 400px and 300px variants end in -400.webp and -300.webp). */
  images: string[];

  sizes: string[];

  colors: string[];

  tags: string[];

  isActive: boolean;

  isFeatured: boolean;

  /** Average review rating, 0.00 to 5.00. */
  @ApiProperty({ example: '4.50' })
  rating: string;

  reviewCount: number;

  createdAt: Date;

  updatedAt: Date;

  static from(product: ProductRow): ProductDto {
    return {
      id: product.id,
      name: product.name,
      description: product.description,
      price: product.price,
      originalPrice: product.originalPrice,
      category: product.category,
      subcategory: product.subcategory,
      stock: product.stock,
      variants: product.variants,
      images: product.images,
      sizes: product.sizes,
      colors: product.colors,
      tags: product.tags,
      isActive: product.isActive,
      isFeatured: product.isFeatured,
      rating: product.rating,
      reviewCount: product.reviewCount,
      createdAt: product.createdAt,
      updatedAt: product.updatedAt,
    };
  }
}

/** A product as the catalog loads it: the entity's columns and its variants, already in order. */
export type ProductRow = Product & { variants: ProductVariantDto[] };
