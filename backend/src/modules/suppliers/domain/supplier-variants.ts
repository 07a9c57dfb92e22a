import { InvalidInputError } from '../../../shared/http/domain-errors';
import { PRODUCT_COLORS, PRODUCT_SIZES } from '../../catalog/domain/catalog-constants';
import { choiceKey, describeChoice, stockGrid } from '../../catalog/domain/product-variants';
import { SupplierVariant } from './supplier-product.entity';

type SentVariant = { size?: string | null; color?: string | null; stock: number; sku?: string | null };

/** The sizes and colours a supplier's variants name, in the shop's order (XS..XXL, the colour list). */
export function supplierOptions(variants: readonly { size: string | null; color: string | null }[]): { sizes: string[]; colors: string[] } {
  const sizes = PRODUCT_SIZES.filter((size) => variants.some((variant) => variant.size === size));
  const colors = PRODUCT_COLORS.filter((color) => variants.some((variant) => variant.color === color));
  return { sizes, colors };
}

/**
 * A supplier product's stock per size x colour after a save (ADR 025). Sent variants must form a
 * full grid of the sizes and colours they name (every size with every colour, once), and an
 * availableStock sent with them must be their sum. Without variants, availableStock sets a
 * product sold in one variant and must equal the total of one sold in several.
 */
export function supplierVariantsAfterSave(existing: SupplierVariant[] | undefined, sent: SentVariant[] | undefined, availableStock: number | undefined): SupplierVariant[] {
  if (sent) {
    const unknown: Record<string, string[]> = {};
    sent.forEach((variant, index) => {
      if (variant.size && !(PRODUCT_SIZES as readonly string[]).includes(variant.size)) unknown[`variants.${index}.size`] = [`size must be one of: ${PRODUCT_SIZES.join(', ')}`];
      if (variant.color && !(PRODUCT_COLORS as readonly string[]).includes(variant.color)) unknown[`variants.${index}.color`] = [`color must be one of: ${PRODUCT_COLORS.join(', ')}`];
    });
    if (Object.keys(unknown).length > 0) throw new InvalidInputError(unknown);
    const { sizes, colors } = supplierOptions(sent.map((variant) => ({ size: variant.size ?? null, color: variant.color ?? null })));
    if (sizes.length > 0 && sent.some((variant) => !variant.size)) throw new InvalidInputError({ variants: ['Every variant needs a size once one of them has a size'] });
    if (colors.length > 0 && sent.some((variant) => !variant.color)) throw new InvalidInputError({ variants: ['Every variant needs a colour once one of them has a colour'] });
    const grid = stockGrid(sizes, colors, sent);
    const total = grid.reduce((sum, variant) => sum + variant.stock, 0);
    if (availableStock !== undefined && availableStock !== total) {
      throw new InvalidInputError({ availableStock: [`availableStock must be the sum of the variants' stock (${total}) when both are sent`] });
    }
    return grid;
  }
  const current = existing && existing.length > 0 ? existing : [{ size: null, color: null, stock: 0, sku: null }];
  const total = current.reduce((sum, variant) => sum + variant.stock, 0);
  if (availableStock === undefined || availableStock === total) return current;
  if (current.length === 1) return [{ ...current[0], stock: availableStock }];
  throw new InvalidInputError({
    availableStock: [`Stock is kept per size and colour (${current.map((variant) => `${describeChoice(variant)}: ${variant.stock}`).join('; ')}): send variants with the units of each`],
  });
}

/** What each size x colour's stock did between two saves (a dropped one went to zero). */
export function variantStockChanges(before: SupplierVariant[], after: SupplierVariant[]): { size: string | null; color: string | null; stockDelta: number; sku: string | null }[] {
  const beforeByChoice = new Map(before.map((variant) => [choiceKey(variant), variant]));
  const afterKeys = new Set(after.map(choiceKey));
  return [
    ...after.map((variant) => ({ size: variant.size, color: variant.color, stockDelta: variant.stock - (beforeByChoice.get(choiceKey(variant))?.stock ?? 0), sku: variant.sku })),
    ...before.filter((variant) => !afterKeys.has(choiceKey(variant))).map((variant) => ({ size: variant.size, color: variant.color, stockDelta: -variant.stock, sku: variant.sku })),
  ];
}
