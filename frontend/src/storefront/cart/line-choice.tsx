import { useId, useState } from 'react';
import { useChangeCartChoice } from '../../api/generated/endpoints/cart/cart';
import type { CartLineDto } from '../../api/generated/model';
import { errorMessage } from '../../lib/api-error';
import { useRefreshCart } from '../../lib/use-cart';
import { useToast } from '../../components/toast';
import { Button } from '../components/button';
import { stockFor } from '../product/shared/variant-choice';
import './line-choice.css';

/** A line can change only when its product is sold in another size or colour that has units. */
export function canChangeChoice(line: CartLineDto): boolean {
  return line.product.variants.some((variant) => variant.id !== line.variantId && variant.stock > 0);
}

interface LineChoiceProps {
  line: CartLineDto;
  /** Another change to the cart is on its way, or the shop is out of reach. */
  disabled: boolean;
}

/**
 * Changes a cart line's size and colour (issue 40) with two native selects: a size or colour with
 * nothing left beside the other choice reads "sold out" and cannot be picked. The server checks
 * the units again; its refusal (fewer units than the line holds) is shown on the line itself.
 */
export function LineChoice({ line, disabled }: LineChoiceProps) {
  const { product } = line;
  const formId = useId();
  const errorId = useId();
  const notification = useToast();
  const refreshCart = useRefreshCart();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(line.size);
  const [color, setColor] = useState(line.color);
  const change = useChangeCartChoice({
    mutation: {
      onSuccess: () => {
        setOpen(false);
        notification.success({ message: 'Cart updated', description: `${product.name} is now ${[size, color].filter(Boolean).join(' / ')}.` });
      },
      onSettled: () => refreshCart(),
    },
  });
  const problem = change.isError ? errorMessage(change.error) : null;

  if (!open) {
    return (
      <Button
        variant="link"
        className="line-choice__open"
        disabled={disabled}
        onClick={() => {
          setSize(line.size);
          setColor(line.color);
          change.reset();
          setOpen(true);
        }}
        aria-label={`Change size or colour of ${product.name}`}
      >
        Change
      </Button>
    );
  }

  const unchanged = size === line.size && color === line.color;
  const optionLabel = (option: string, units: number) => (units > 0 ? option : `${option} — sold out`);
  return (
    <form
      id={formId}
      className="line-choice"
      aria-label={`Size and colour of ${product.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (unchanged) return setOpen(false);
        change.mutate({ itemId: line.id, data: { size, color } });
      }}
    >
      <div className="line-choice__fields">
        {product.sizes.length > 0 ? (
          <label className="line-choice__field">
            <span className="line-choice__label">Size</span>
            <select className="select-field__select" value={size ?? ''} onChange={(event) => setSize(event.target.value)} aria-describedby={problem ? errorId : undefined}>
              {product.sizes.map((option) => {
                const units = stockFor(product.variants, option, color);
                return (
                  <option key={option} value={option} disabled={units <= 0 && option !== line.size}>
                    {optionLabel(option, units)}
                  </option>
                );
              })}
            </select>
          </label>
        ) : null}
        {product.colors.length > 0 ? (
          <label className="line-choice__field">
            <span className="line-choice__label">Colour</span>
            <select className="select-field__select" value={color ?? ''} onChange={(event) => setColor(event.target.value)} aria-describedby={problem ? errorId : undefined}>
              {product.colors.map((option) => {
                const units = stockFor(product.variants, size, option);
                return (
                  <option key={option} value={option} disabled={units <= 0 && option !== line.color}>
                    {optionLabel(option, units)}
                  </option>
                );
              })}
            </select>
          </label>
        ) : null}
      </div>
      {problem ? (
        <p id={errorId} className="field-error line-choice__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="line-choice__actions">
        <Button variant="primary" type="submit" loading={change.isPending} disabled={disabled}>
          Save
        </Button>
        <Button onClick={() => setOpen(false)} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
