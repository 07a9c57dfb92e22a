import { EntityManager } from 'typeorm';
import { CatalogService } from '../../catalog/catalog.service';
import { OrderLine } from './order.entity';

/** What moving an order's units asks of the catalog, in the caller's transaction. */
export type CatalogStock = Pick<CatalogService, 'variantForLine' | 'reserveStock' | 'releaseStock'>;

/**
 * The units an order takes or gives back per variant (several lines may name one), in variant-id
 * order: every transaction that moves stock locks variants in that order, so two never wait on
 * each other in a circle (ADR 003, 021). Lines must carry their variantId.
 */
export function unitsByVariant(lines: OrderLine[]): { line: OrderLine; quantity: number }[] {
  const byVariant = new Map<string, { line: OrderLine; quantity: number }>();
  for (const line of lines) {
    const entry = byVariant.get(line.variantId!);
    if (entry) entry.quantity += line.quantity;
    else byVariant.set(line.variantId!, { line, quantity: line.quantity });
  }
  return [...byVariant].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, entry]) => entry);
}

/** The order's lines with the variant each took its units from (orders placed before variants carry none; ADR 025). */
async function withVariants(catalog: CatalogStock, manager: EntityManager, items: OrderLine[]): Promise<OrderLine[]> {
  const lines: OrderLine[] = [];
  for (const line of items) {
    const variantId = await catalog.variantForLine(manager, line);
    if (variantId) lines.push({ ...line, variantId });
  }
  return lines;
}

/**
 * Puts an order's units back on the sizes and colours they came from (cancelled, expired, refunded),
 * in the caller's transaction. Units of a variant the catalog no longer sells left with it.
 */
export async function releaseOrderUnits(catalog: CatalogStock, manager: EntityManager, items: OrderLine[]): Promise<void> {
  for (const { line, quantity } of unitsByVariant(await withVariants(catalog, manager, items))) await catalog.releaseStock(manager, line.variantId!, quantity);
}

/**
 * Takes an order's units again (an order reopened), all or none: when a line's size and colour
 * lacks them (or is no longer sold), gives back what it took and answers that line; else null.
 */
export async function takeOrderUnits(catalog: CatalogStock, manager: EntityManager, items: OrderLine[]): Promise<OrderLine | null> {
  const lines = await withVariants(catalog, manager, items);
  const unsold = items.find((item) => !lines.some((line) => line.productId === item.productId && line.size === item.size && line.color === item.color));
  if (unsold) return unsold;
  const taken: { line: OrderLine; quantity: number }[] = [];
  for (const entry of unitsByVariant(lines)) {
    if (!(await catalog.reserveStock(manager, entry.line.variantId!, entry.quantity))) {
      for (const back of taken) await catalog.releaseStock(manager, back.line.variantId!, back.quantity);
      return entry.line;
    }
    taken.push(entry);
  }
  return null;
}
