import { stockTotalMistake } from '@shop/rules';
import { ConflictError, InvalidInputError } from '../../../shared/http/domain-errors';
import { assertProductOptions } from './product-options';

/** A size x colour; null where the product offers no sizes (or no colours). */
export interface VariantChoice {
  size: string | null;
  color: string | null;
}

export interface VariantStock extends VariantChoice {
  stock: number;
  sku: string | null;
}

export interface Variant extends VariantStock {
  id: string;
}

/** Every size x colour a product with these options is sold in, in the order the product lists them. */
export function variantGrid(sizes: readonly string[], colors: readonly string[]): VariantChoice[] {
  const sizeChoices = sizes.length > 0 ? sizes : [null];
  const colorChoices = colors.length > 0 ? colors : [null];
  return sizeChoices.flatMap((size) => colorChoices.map((color) => ({ size, color })));
}

export function choiceKey(choice: VariantChoice): string {
  return `${choice.size ?? ''}|${choice.color ?? ''}`;
}

/** The variants in the order of the product's sizes, then its colours (the grid's order). */
export function sortVariants<T extends VariantChoice>(sizes: readonly string[], colors: readonly string[], variants: readonly T[]): T[] {
  const rank = (list: readonly string[], value: string | null) => (value === null ? -1 : list.indexOf(value));
  return [...variants].sort((a, b) => rank(sizes, a.size) - rank(sizes, b.size) || rank(colors, a.color) - rank(colors, b.color));
}

/** "M, Gold", "M", "Gold" or "" for a product sold in one variant. */
export function describeChoice(choice: VariantChoice): string {
  return [choice.size, choice.color].filter(Boolean).join(', ');
}

/** "Kente Stole (M, Gold)", or the bare name for a product sold in one variant: how 409s name a line. */
export function nameWithChoice(name: string, choice: VariantChoice): string {
  const described = describeChoice(choice);
  return described ? `${name} (${described})` : name;
}

/**
 * The stock grid an admin or supplier sent, checked against the product's sizes and colours: one
 * entry per combination, none missing, none twice, none outside, at most MAX_STOCK_UNITS in all (400
 * naming the entry at fault).
 * Answers the entries in grid order.
 */
export function stockGrid(
  sizes: readonly string[],
  colors: readonly string[],
  sent: readonly { size?: string | null; color?: string | null; stock: number; sku?: string | null }[],
  field = 'variants',
): VariantStock[] {
  const errors: Record<string, string[]> = {};
  const byChoice = new Map<string, VariantStock>();
  sent.forEach((entry, index) => {
    const choice = { size: entry.size ?? null, color: entry.color ?? null };
    if (sizes.length === 0 ? choice.size !== null : !sizes.includes(choice.size ?? '')) {
      errors[`${field}.${index}.size`] = [sizes.length === 0 ? 'size must be null: the product has no sizes' : `size must be one of the product's sizes: ${sizes.join(', ')}`];
    } else if (colors.length === 0 ? choice.color !== null : !colors.includes(choice.color ?? '')) {
      errors[`${field}.${index}.color`] = [colors.length === 0 ? 'color must be null: the product has no colours' : `color must be one of the product's colours: ${colors.join(', ')}`];
    } else if (byChoice.has(choiceKey(choice))) {
      errors[`${field}.${index}`] = [`${describeChoice(choice)} is listed twice`];
    } else {
      byChoice.set(choiceKey(choice), { ...choice, stock: entry.stock, sku: entry.sku?.trim() || null });
    }
  });
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const missing = variantGrid(sizes, colors).filter((choice) => !byChoice.has(choiceKey(choice)));
  if (missing.length > 0) {
    throw new InvalidInputError({ [field]: [`${field} must give the stock of every size and colour; missing: ${missing.map(describeChoice).join('; ')}`] });
  }
  const grid = variantGrid(sizes, colors).map((choice) => byChoice.get(choiceKey(choice))!);
  const tooMany = stockTotalMistake(grid.reduce((sum, variant) => sum + variant.stock, 0));
  if (tooMany) throw new InvalidInputError({ [field]: [tooMany] });
  return grid;
}

/**
 * The variant a cart or checkout line takes. A size or colour the product offers but the line
 * leaves open (the SPEC form makes colour optional; older clients sent no size) takes the first
 * matching variant with enough units for `quantity`, else the first matching one (whose units
 * then decide the answer). A size or colour the product does not offer is a 400.
 */
export function chooseVariant<T extends Variant>(
  product: { name: string; sizes: string[]; colors: string[]; variants: T[] },
  choice: { size?: string | null; color?: string | null },
  quantity: number,
  field = '',
): T {
  assertProductOptions(product, choice, field);
  const matching = product.variants.filter((variant) => (!choice.size || variant.size === choice.size) && (!choice.color || variant.color === choice.color));
  const chosen = matching.find((variant) => variant.stock >= quantity) ?? matching[0];
  // Only a product whose sizes or colours changed under a stale page lacks the combination.
  if (!chosen) throw new ConflictError(`${nameWithChoice(product.name, { size: choice.size ?? null, color: choice.color ?? null })} is not sold any more`);
  return chosen;
}

/**
 * Issue 40: with more than one colour in stock the colour is the shopper's to pick, never the
 * shop's (400 naming `color`). With one colour in stock, leaving it open still takes that one.
 */
export function assertColourChosen(product: { variants: readonly Variant[] }, choice: { color?: string | null }, field = ''): void {
  if (choice.color) return;
  const inStock = [...new Set(product.variants.filter((variant) => variant.stock > 0 && variant.color !== null).map((variant) => variant.color))];
  if (inStock.length > 1) throw new InvalidInputError({ [`${field}color`]: [`Choose a colour: ${inStock.join(', ')} are in stock`] });
}

/**
 * The variant a cart line moves to when the shopper changes its size or colour: the product's
 * exact size x colour, each side named where the product offers it (400 naming the side missing).
 */
export function exactVariant<T extends Variant>(product: { name: string; sizes: string[]; colors: string[]; variants: T[] }, choice: { size?: string | null; color?: string | null }): T {
  assertProductOptions(product, choice);
  const errors: Record<string, string[]> = {};
  if (product.sizes.length > 0 && !choice.size) errors.size = [`Choose a size: one of ${product.sizes.join(', ')}`];
  if (product.colors.length > 0 && !choice.color) errors.color = [`Choose a colour: one of ${product.colors.join(', ')}`];
  if (product.sizes.length === 0 && choice.size) errors.size = ['size must be left out: the product has no sizes'];
  if (product.colors.length === 0 && choice.color) errors.color = ['color must be left out: the product has no colours'];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const wanted = { size: choice.size || null, color: choice.color || null };
  const variant = product.variants.find((candidate) => candidate.size === wanted.size && candidate.color === wanted.color);
  if (!variant) throw new ConflictError(`${nameWithChoice(product.name, wanted)} is not sold any more`);
  return variant;
}
