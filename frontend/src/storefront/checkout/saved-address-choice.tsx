import type { SavedAddressDto } from '../../api/generated/model';
import { addressLine } from '../../lib/saved-addresses';
import { OptionCard } from './option-card';

/** The choice that empties the address fields for one typed afresh. */
export const NEW_ADDRESS = 'new';

interface SavedAddressChoiceProps {
  addresses: SavedAddressDto[];
  /** The saved address the form holds, or NEW_ADDRESS when it holds another. */
  value: string;
  onChange: (id: string) => void;
}

/** A signed-in customer's saved addresses as choices above the address fields, which the chosen one fills (ADR 064). */
export function SavedAddressChoice({ addresses, value, onChange }: SavedAddressChoiceProps) {
  return (
    <fieldset className="field field--wide saved-address-choice">
      <legend className="field__label">Deliver to</legend>
      {addresses.map((saved) => (
        <OptionCard key={saved.id} name="savedAddress" value={saved.id} checked={value === saved.id} onChange={() => onChange(saved.id)}>
          <span className="option-card__body">
            <span className="option-card__title">
              {saved.label ?? 'Saved address'}
              {saved.isDefault ? <span className="saved-address-choice__default">Default</span> : null}
            </span>
            <span className="option-card__detail">{addressLine(saved)}</span>
            {saved.landmark || saved.digitalAddress ? <span className="option-card__detail">{[saved.landmark, saved.digitalAddress].filter(Boolean).join(' · ')}</span> : null}
          </span>
        </OptionCard>
      ))}
      <OptionCard name="savedAddress" value={NEW_ADDRESS} checked={value === NEW_ADDRESS} onChange={() => onChange(NEW_ADDRESS)}>
        <span className="option-card__body">
          <span className="option-card__title">A new address</span>
        </span>
      </OptionCard>
    </fieldset>
  );
}

/** "Save this address" for a signed-in customer whose address is not among the saved ones yet. */
export function SaveAddressTick({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="field field--wide save-address-tick">
      <input type="checkbox" name="saveAddress" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>
        Save this address for next time
        <span className="field__hint"> It is saved with your order; you can change it under Saved Addresses.</span>
      </span>
    </label>
  );
}
