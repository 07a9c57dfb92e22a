import type { ReactNode } from 'react';

interface OptionCardProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}

/** One choice of a radio group drawn as a card (delivery and payment). */
export function OptionCard({ name, value, checked, onChange, children }: OptionCardProps) {
  return (
    <label className="option-card">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="option-card__input" required />
      {children}
    </label>
  );
}
