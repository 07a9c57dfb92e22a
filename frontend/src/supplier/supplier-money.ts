import { DEFAULT_MARKUP_PERCENT, fromPesewas, MAX_SUPPLIER_COST, type Pesewas, roundedToPesewas, sellingPriceFromCost, toPesewas } from '@shop/rules';

/**
 * A typed cost in cedis ('99.5', ' 100 ') as pesewas, read from the decimal text itself so no
 * float ever rounds it; null unless it is above 0, has at most 2 decimals and fits the server.
 */
export function parseCostPrice(text: string): Pesewas | null {
  try {
    const pesewas = toPesewas(text);
    return pesewas > 0 && pesewas <= MAX_SUPPLIER_COST ? pesewas : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §5 preview: cost x 1.12 to 2 decimals (the server's half-up rule), '0.00' until the cost is a
 * positive amount. A cost typed to a third decimal ('99.999') is previewed rounded to the pesewa
 * first, while the form refuses it as the server does ('at most 2 decimals').
 */
export function sellingPricePreview(costText: string, markupPercentage: string = DEFAULT_MARKUP_PERCENT): string {
  const cost = roundedToPesewas(costText);
  return cost === null || cost <= 0 || cost > MAX_SUPPLIER_COST ? '0.00' : sellingPriceFromCost(fromPesewas(cost), markupPercentage);
}

/**
 * The API takes the cost as a JSON number of cedis. pesewas / 100 is the double nearest the
 * decimal ('10.05' -> 10.05), which JSON writes back as exactly that decimal.
 */
export function costPriceForApi(pesewas: Pesewas): number {
  return pesewas / 100;
}

/** A whole number typed in a field ('12'), or null. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}
