import type { CartLineDto } from '../api/generated/model';

/** Why a cart line cannot be ordered as it stands: nothing left, or fewer left than it asks for. */
export type LineProblem = { kind: 'sold-out' } | { kind: 'too-many'; left: number };

/** From the line's size x colour stock the cart answer carries (and, at checkout, the server's 409 naming the product). */
export function lineProblem(line: CartLineDto, soldOutIds: ReadonlySet<string> = new Set()): LineProblem | null {
  const stock = line.variantStock;
  if (stock <= 0 || soldOutIds.has(line.productId)) return { kind: 'sold-out' };
  if (line.quantity > stock) return { kind: 'too-many', left: stock };
  return null;
}

/** The lines that can be ordered as they stand: the only ones a total may count. */
export function orderableLines(lines: readonly CartLineDto[], soldOutIds?: ReadonlySet<string>): CartLineDto[] {
  return lines.filter((line) => lineProblem(line, soldOutIds) === null);
}
