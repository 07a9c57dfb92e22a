import type { ReactNode } from 'react';
import { RequiredMark } from '../components/required-mark';

/** A checkout card holding one required radio group (delivery, payment). */
export function OptionGroup({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className="surface surface--padded checkout-card" aria-labelledby={titleId}>
      <fieldset className="option-group">
        <legend id={titleId} className="checkout-card__title">
          {title}
          <RequiredMark />
        </legend>
        {children}
      </fieldset>
    </section>
  );
}
