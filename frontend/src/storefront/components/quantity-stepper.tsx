import { MAX_LINE_QUANTITY } from '@shop/rules';
import { MinusIcon } from '../icons/minus';
import { PlusIcon } from '../icons/plus';
import { useHydrated } from '../../lib/use-hydrated';
import './quantity-stepper.css';

interface QuantityStepperProps {
  value: number;
  /** The highest allowed quantity (the units in stock); never above MAX_LINE_QUANTITY, the server's bound for one line. */
  max: number;
  min?: number;
  onChange: (quantity: number) => void;
  /** Both buttons off, e.g. while an update is on its way to the server. */
  disabled?: boolean;
  /** Whose quantity, when a page has several: 'Quantity of Fugu Smock', 'Increase quantity of Fugu Smock'. */
  itemName?: string;
  /** A visible label's id, which then names the group. */
  labelledBy?: string;
  size?: 'md' | 'sm';
}

/** SPEC §5 and §9: − / + buttons keeping a quantity from 1 to stock (and at most 999). */
export function QuantityStepper({ value, max, min = 1, onChange, disabled = false, itemName, labelledBy, size = 'md' }: QuantityStepperProps) {
  // Off until the app runs, as every script-only button of a server-rendered page.
  const hydrated = useHydrated();
  const off = disabled || !hydrated;
  const highest = Math.min(max, MAX_LINE_QUANTITY);
  const of = itemName ? ` of ${itemName}` : '';
  const label = `Quantity${of}`;
  return (
    <div role="group" aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy} className={`quantity-stepper quantity-stepper--${size}`}>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={`Decrease quantity${of}`}
        disabled={off || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <MinusIcon aria-hidden="true" />
      </button>
      <output className="quantity-stepper__value" aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        className="quantity-stepper__button"
        aria-label={`Increase quantity${of}`}
        disabled={off || value >= highest}
        onClick={() => onChange(value + 1)}
      >
        <PlusIcon aria-hidden="true" />
      </button>
    </div>
  );
}
