import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { InvalidInputError, NotFoundError } from '../../../../shared/http/domain-errors';
import { CatalogService } from '../../catalog.service';
import { Product } from '../../domain/product.entity';
import { choiceKey, describeChoice, Variant, VariantStock, variantGrid } from '../../domain/product-variants';
import { ProductDto } from '../../dto/product.dto';
import { assertSalePrice, stockGridMatching } from '../create-product/create-product.handler';
import { UpdateProductCommand } from './update-product.command';

/** PartialType makes every field @IsOptional, which lets null through; these columns are NOT NULL. */
const REQUIRED_WHEN_SENT = ['name', 'price', 'category', 'stock', 'variants', 'images', 'sizes', 'colors', 'tags', 'isActive', 'isFeatured'] as const;

@Injectable()
export class UpdateProductHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly catalog: CatalogService,
  ) {}

  execute({ productId: id, changes }: UpdateProductCommand): Promise<ProductDto> {
    const nulls = REQUIRED_WHEN_SENT.filter((field) => changes[field] === null);
    if (nulls.length > 0) throw new InvalidInputError(Object.fromEntries(nulls.map((field) => [field, [`${field} may not be null`]])));
    const { stock, variants: sentVariants, ...columns } = changes;
    return this.dataSource.transaction(async (manager) => {
      // The product's row lock first, then its variants' in id order (saveVariants): the order checkouts keep too.
      const product = await manager.findOne(Product, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!product) throw new NotFoundError('Product not found');
      const { stock: _total, ...current } = product;
      const next = { ...current, ...stripUndefined(columns) };
      assertSalePrice(next.price, next.originalPrice);
      if (columns.name !== undefined) next.name = columns.name.trim();
      const before = await this.catalog.variantsOf(manager, product);
      const grid = sentVariants ? stockGridMatching(next.sizes, next.colors, sentVariants, stock) : gridKeepingUnits(before, next.sizes, next.colors, stock);
      const saved = await manager.save(Product, next);
      // Put back on sale (hidden until now): announced to integrators as a creation on sale is.
      if (!product.isActive && saved.isActive) await this.catalog.published(manager, saved, saved.supplierProductId ?? null);
      const byChoice = new Map(grid.map((variant) => [choiceKey(variant), variant]));
      const variants = await this.catalog.saveVariants(manager, saved, (choice) => byChoice.get(choiceKey(choice))!);
      return ProductDto.from({ ...saved, stock: variants.reduce((sum, variant) => sum + variant.stock, 0), variants });
    });
  }
}

/**
 * The stock grid of an update that sends no `variants` (ADR 025): a size x colour that stays keeps
 * its units; the units of one that goes move to the first of the new grid, so no unit is lost;
 * a `stock` figure sets the units of a product sold in one variant, and must equal the total
 * of one sold in several (the SPEC form sends it back unchanged), where stock is per size and colour.
 */
function gridKeepingUnits(before: Variant[], sizes: string[], colors: string[], stock: number | undefined): VariantStock[] {
  const wanted = variantGrid(sizes, colors);
  const wantedKeys = new Set(wanted.map(choiceKey));
  const beforeByChoice = new Map(before.map((variant) => [choiceKey(variant), variant]));
  const orphaned = before.filter((variant) => !wantedKeys.has(choiceKey(variant))).reduce((sum, variant) => sum + variant.stock, 0);
  const grid = wanted.map((choice, index) => {
    const kept = beforeByChoice.get(choiceKey(choice));
    return { ...choice, stock: (kept?.stock ?? 0) + (index === 0 ? orphaned : 0), sku: kept?.sku ?? null };
  });
  const total = grid.reduce((sum, variant) => sum + variant.stock, 0);
  if (stock === undefined || stock === total) return grid;
  if (grid.length === 1) return [{ ...grid[0], stock }];
  throw new InvalidInputError({
    stock: [`Stock is kept per size and colour (${grid.map((variant) => `${describeChoice(variant)}: ${variant.stock}`).join('; ')}): send variants with the units of each instead of a total`],
  });
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}
