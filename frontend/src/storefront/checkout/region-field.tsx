import { useId } from 'react';
import { GHANA_REGIONS, type CheckoutForm } from '../../lib/checkout-form';
import { RequiredMark } from '../components/required-mark';
import { FieldError } from './field-error';

interface RegionFieldProps {
  value: CheckoutForm['region'];
  error?: string;
  onChange: (region: CheckoutForm['region']) => void;
  onBlur: () => void;
}

export function RegionField({ value, error, onChange, onBlur }: RegionFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        Region
        <RequiredMark />
      </label>
      <select
        id={id}
        name="region"
        className="select-field__select field__input"
        value={value}
        required
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value as CheckoutForm['region'])}
        onBlur={onBlur}
      >
        <option value="">Select region</option>
        {GHANA_REGIONS.map((region) => (
          <option key={region} value={region}>
            {region}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
