import { useId, type ChangeEvent } from 'react';
import type { CheckoutField } from '../../lib/checkout-form';
import { RequiredMark } from '../components/required-mark';
import { FieldError } from './field-error';

export interface TextFieldProps {
  /** A checkout field, or a saved address's own name for itself (ADR 064). */
  name: Exclude<CheckoutField, 'deliveryType' | 'paymentMethod' | 'updatesBy' | 'region' | 'lat' | 'lng'> | 'label';
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  placeholder?: string;
  inputMode?: 'text' | 'email' | 'tel';
  maxLength?: number;
  wide?: boolean;
  /** Not required: no asterisk, and the label says so. */
  optional?: boolean;
  /** A line under the field saying what it is for. */
  hint?: string;
}

/** One text field of the shipping form (required unless marked optional), with its message under it. */
export function TextField({ label, error, type = 'text', wide = false, optional = false, hint, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={wide ? 'field field--wide' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {optional ? <span className="field__optional"> (optional)</span> : <RequiredMark />}
      </label>
      <input
        id={id}
        type={type}
        className="text-input field__input"
        // Its name, value, handlers and typing hints as given.
        {...input}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
