import { useState } from 'react';

/** The part of a product answer's variant the page reads (structurally the generated ProductDto's). */
interface Variant {
  id: string;
  size: string | null;
  color: string | null;
  stock: number;
}

interface VariantProduct {
  sizes: readonly string[];
  colors: readonly string[];
  variants: readonly Variant[];
}

/** The units left among the variants that fit a (possibly partial) choice; null leaves that side open. */
export function stockFor(variants: readonly Variant[], size: string | null, color: string | null): number {
  return variants.filter((variant) => (size === null || variant.size === size) && (color === null || variant.color === color)).reduce((sum, variant) => sum + variant.stock, 0);
}

/** The sizes with nothing left beside the chosen colour (any colour while none is chosen), and the same for colours. */
export function soldOutOptions(product: VariantProduct, size: string | null, color: string | null): { sizes: Set<string>; colors: Set<string> } {
  return {
    sizes: new Set(product.sizes.filter((option) => stockFor(product.variants, option, color) <= 0)),
    colors: new Set(product.colors.filter((option) => stockFor(product.variants, size, option) <= 0)),
  };
}

/** The colours with units in some size: with more than one, the colour is the shopper's to choose (issue 40). */
export function coloursInStock(product: VariantProduct): string[] {
  return product.colors.filter((option) => stockFor(product.variants, null, option) > 0);
}

/** The one size x colour a product has units of, or null when it has none or several to choose from. */
export function onlyVariantInStock<T extends Variant>(variants: readonly T[]): T | null {
  const inStock = variants.filter((variant) => variant.stock > 0);
  return inStock.length === 1 ? inStock[0] : null;
}

export interface VariantChoice {
  size: string | null;
  color: string | null;
  setSize: (size: string) => void;
  setColor: (color: string) => void;
  /** A size is still to choose (SPEC §5: the size is required). */
  sizeMissing: boolean;
  /** A colour is still to choose: required while more than one is in stock, as the server asks. */
  colorMissing: boolean;
  /** The units for the choice so far: the variant's own once it names one, else the sum of those it leaves open. */
  stock: number;
  /**
   * The most one cart line may take: the variant's units, or with a side left open the largest
   * variant's it leaves, since the server then takes the first that has the units.
   */
  limit: number;
  soldOut: { sizes: Set<string>; colors: Set<string> };
}

/**
 * The size and colour a shopper picks on the product page (issue 16): stock is kept per size x
 * colour, so the notice, the quantity bound and Add to Cart follow what the choice names.
 * A side with a single option (One Size, one colour) is chosen for the shopper, and so is the only
 * colour in stock; with several in stock the shop picks none (issue 40).
 */
export function useVariantChoice(product: VariantProduct): VariantChoice {
  const colours = coloursInStock(product);
  const [size, setSize] = useState<string | null>(product.sizes.length === 1 ? product.sizes[0] : null);
  const [color, setColor] = useState<string | null>(product.colors.length === 1 ? product.colors[0] : colours.length === 1 ? colours[0] : null);
  const open = product.variants.filter((variant) => (size === null || variant.size === size) && (color === null || variant.color === color));
  return {
    size,
    color,
    setSize,
    setColor,
    sizeMissing: product.sizes.length > 0 && size === null,
    colorMissing: colours.length > 1 && color === null,
    stock: open.reduce((sum, variant) => sum + variant.stock, 0),
    limit: open.reduce((most, variant) => Math.max(most, variant.stock), 0),
    soldOut: soldOutOptions(product, size, color),
  };
}

/** 'M / Blue', 'M' or 'Blue': how a variant is named to the shopper. */
export function variantName(size: string | null | undefined, color: string | null | undefined): string {
  return [size, color].filter(Boolean).join(' / ');
}
