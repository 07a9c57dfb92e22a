import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { InvalidInputError } from '../../../../shared/http/domain-errors';
import { toPesewas } from '@shop/rules';
import { Product } from '../../domain/product.entity';
import { ProductDto } from '../../dto/product.dto';
import { CreateProductCommand } from './create-product.command';

@Injectable()
export class CreateProductHandler {
  constructor(@InjectRepository(Product) private readonly products: Repository<Product>) {}

  async execute({ fields }: CreateProductCommand): Promise<ProductDto> {
    assertSalePrice(fields.price, fields.originalPrice);
    const product = await this.products.save(
      this.products.create({
        ...fields,
        name: fields.name.trim(),
        description: fields.description?.trim() || null,
        originalPrice: fields.originalPrice ?? null,
        subcategory: fields.subcategory ?? null,
        images: fields.images ?? [],
        sizes: fields.sizes ?? [],
        colors: fields.colors ?? [],
        tags: fields.tags ?? [],
        isActive: fields.isActive ?? true,
        isFeatured: fields.isFeatured ?? false,
      }),
    );
    return ProductDto.from(product);
  }
}

/** An "original price" only makes sense above the selling price. */
export function assertSalePrice(price: string | undefined, originalPrice: string | null | undefined): void {
  if (price === undefined || !originalPrice) return;
  if (toPesewas(originalPrice) <= toPesewas(price)) {
    throw new InvalidInputError({ originalPrice: ['originalPrice must be higher than price'] });
  }
}
