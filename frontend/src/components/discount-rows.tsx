import { formatCedis, toPesewas } from '@shop/rules';

export interface DiscountLine {
  label: string;
  /** In pesewas. */
  amount: number;
}

/** One line per promotion a basket or an order gets: 'Promo AKWAABA10', or the automatic promotion's name (ADR 061). */
export function discountLines(promotions: readonly { code: string | null; name: string; amount: string }[] | undefined): DiscountLine[] {
  return (promotions ?? []).map((promotion) => ({ label: promotion.code ? `Promo ${promotion.code}` : promotion.name, amount: toPesewas(promotion.amount) }));
}

/**
 * The discount rows OrderTotalsList shows between the shipping and the tax. Apart from it, in the
 * promotions chunk, so the first page's JS (which has OrderTotalsList) carries none of it.
 */
export function DiscountRows({ lines }: { lines: readonly DiscountLine[] }) {
  return (
    <>
      {lines.map((line) => (
        <div key={line.label} className="order-totals__row order-totals__row--discount">
          <dt>{line.label}</dt>
          <dd>−{formatCedis(line.amount, { fromPesewas: true })}</dd>
        </div>
      ))}
    </>
  );
}
