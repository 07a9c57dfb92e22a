import type { ReactNode } from 'react';

interface OptionCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  /** Greyed out and not choosable (a payment method the shop cannot take now); the card says why. */
  disabled?: boolean;
  /** The id of the text that explains the choice (the PayPal dollar amount, why it is unavailable). */
  describedBy?: string;
  children: ReactNode;
}

/** One choice of a radio group drawn as a card (delivery and payment). */
export function OptionCard({ disabled = false, describedBy, children, ...radio }: OptionCardProps) {
  return (
    <label className={disabled ? 'option-card option-card--disabled' : 'option-card'}>
      <input
        type="radio"
        // Its group, value, whether it is the choice, and choosing it.
        {...radio}
        disabled={disabled}
        aria-describedby={describedBy}
        className="option-card__input"
        required
      />
      {children}
    </label>
  );
}
