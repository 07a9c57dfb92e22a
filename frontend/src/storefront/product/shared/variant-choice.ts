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

export interface VariantChoice {
  size: string | null;
  color: string | null;
  setSize: (size: string) => void;
  setColor: (color: string) => void;
  /** A size is still to choose (SPEC §5: the size is required, the colour optional). */
  sizeMissing: boolean;
  /** The units for the choice so far: the variant's own once it names one, else the sum of those it leaves open. */
  stock: number;
  /**
   * The most one cart line may take: the variant's units, or with the colour left open the
   * largest colour's, since the server then takes the first colour that has the units.
   */
  limit: number;
  soldOut: { sizes: Set<string>; colors: Set<string> };
}

/**
 * The size and colour a shopper picks on the product page (issue 16): stock is kept per size x
 * colour, so the notice, the quantity bound and Add to Cart follow what the choice names.
 * A side with a single option (One Size, one colour) is chosen for the shopper.
 */
export function useVariantChoice(product: VariantProduct): VariantChoice {
  const [size, setSize] = useState<string | null>(product.sizes.length === 1 ? product.sizes[0] : null);
  const [color, setColor] = useState<string | null>(product.colors.length === 1 ? product.colors[0] : null);
  const open = product.variants.filter((variant) => (size === null || variant.size === size) && (color === null || variant.color === color));
  return {
    size,
    color,
    setSize,
    setColor,
    sizeMissing: product.sizes.length > 0 && size === null,
    stock: open.reduce((sum, variant) => sum + variant.stock, 0),
    limit: open.reduce((most, variant) => Math.max(most, variant.stock), 0),
    soldOut: soldOutOptions(product, size, color),
  };
}

/** 'M / Blue', 'M' or 'Blue': how a variant is named to the shopper. */
export function variantName(size: string | null | undefined, color: string | null | undefined): string {
  return [size, color].filter(Boolean).join(' / ');
}
