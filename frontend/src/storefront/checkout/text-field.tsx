import { useId, type ChangeEvent } from 'react';
import type { CheckoutField } from '../../lib/checkout-form';
import { RequiredMark } from '../components/required-mark';
import { FieldError } from './field-error';

export interface TextFieldProps {
  name: Exclude<CheckoutField, 'deliveryType' | 'paymentMethod' | 'region'>;
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel';
  wide?: boolean;
}

/** One required text field of the shipping form, with its message under it. */
export function TextField({ label, error, type = 'text', wide = false, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        <RequiredMark />
      </label>
      <input
        id={id}
        type={type}
        className="text-input field__input"
        // Its name, value, handlers and typing hints as given.
        {...input}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
