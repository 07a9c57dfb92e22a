import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidInputError } from '../../../../shared/http/domain-errors';
import { toPesewas } from '@shop/rules';
import { CatalogService } from '../../catalog.service';
import { Product } from '../../domain/product.entity';
import { choiceKey, stockGrid, VariantStock, variantGrid } from '../../domain/product-variants';
import { ProductDto } from '../../dto/product.dto';
import { CreateProductCommand } from './create-product.command';
import { ProductFieldsDto } from './product-fields.dto';

@Injectable()
export class CreateProductHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  async execute({ fields }: CreateProductCommand): Promise<ProductDto> {
    assertSalePrice(fields.price, fields.originalPrice);
    const { stock, variants: sentVariants, ...columns } = fields;
    const sizes = fields.sizes ?? [];
    const colors = fields.colors ?? [];
    // ADR 025: without a grid, the form's one stock figure goes to the first size x colour.
    const grid: VariantStock[] = sentVariants
      ? stockGridMatching(sizes, colors, sentVariants, stock)
      : variantGrid(sizes, colors).map((choice, index) => ({ ...choice, stock: index === 0 ? (stock ?? 0) : 0, sku: null }));
    return this.dataSource.transaction(async (manager) => {
      const product = await manager.save(
        manager.create(Product, {
          ...columns,
          name: fields.name.trim(),
          description: fields.description?.trim() || null,
          originalPrice: fields.originalPrice ?? null,
          subcategory: fields.subcategory ?? null,
          images: fields.images ?? [],
          sizes,
          colors,
          tags: fields.tags ?? [],
          isActive: fields.isActive ?? true,
          isFeatured: fields.isFeatured ?? false,
        }),
      );
      const byChoice = new Map(grid.map((variant) => [choiceKey(variant), variant]));
      const variants = await this.catalog.saveVariants(manager, product, (choice) => byChoice.get(choiceKey(choice))!);
      await this.catalog.published(manager, product);
      return ProductDto.from({ ...product, stock: variants.reduce((sum, variant) => sum + variant.stock, 0), variants });
    });
  }
}

/** The stock grid sent with a product, checked against its sizes and colours and, when sent too, its total. */
export function stockGridMatching(sizes: string[], colors: string[], variants: NonNullable<ProductFieldsDto['variants']>, stock: number | undefined): VariantStock[] {
  const grid = stockGrid(sizes, colors, variants);
  const total = grid.reduce((sum, variant) => sum + variant.stock, 0);
  if (stock !== undefined && stock !== total) throw new InvalidInputError({ stock: [`stock must be the sum of the variants' stock (${total}) when both are sent`] });
  return grid;
}

/** An "original price" only makes sense above the selling price. */
export function assertSalePrice(price: string | undefined, originalPrice: string | null | undefined): void {
  if (price === undefined || !originalPrice) return;
  if (toPesewas(originalPrice) <= toPesewas(price)) {
    throw new InvalidInputError({ originalPrice: ['originalPrice must be higher than price'] });
  }
}
