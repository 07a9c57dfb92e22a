import { variantName, type VariantChoice } from './variant-choice';

/**
 * Why Add to Cart cannot take the choice yet, beside the button: the size or colour still to choose, or a
 * chosen size and colour with nothing left (it sold out while the page was open). Nothing once
 * the choice has units, or when the whole product is out (the button says so).
 */
export function VariantReason({ choice, productStock }: { choice: VariantChoice; productStock: number }) {
  if (productStock <= 0) return null;
  if (choice.sizeMissing || choice.colorMissing)
    return (
      <p className="variant-reason" role="status">
        Choose a {choice.sizeMissing && choice.colorMissing ? 'size and colour' : choice.sizeMissing ? 'size' : 'colour'} to add this to your cart.
      </p>
    );
  if (choice.limit > 0) return null;
  const other = choice.size !== null && choice.color !== null ? 'size or colour' : choice.size !== null ? 'size' : 'colour';
  return (
    <p className="variant-reason variant-reason--problem" role="status">
      {variantName(choice.size, choice.color)} is sold out. Please choose another {other}.
    </p>
  );
}
