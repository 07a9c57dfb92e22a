import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/icons/close';
import { ShoppingCartIcon } from '../../../components/icons/shopping-cart';
import { Button } from '../../components/button';
import { PriceTag } from '../../components/price-tag';
import { useMissingChoice, VariantChoiceFields } from '../shared/variant-choice-fields';
import { useVariantChoice } from '../shared/variant-choice';
import { VariantReason } from '../shared/variant-reason';
import './variant-chooser.css';

export interface ChooserProduct {
  name: string;
  price: string;
  originalPrice?: string | null;
  stock: number;
  sizes: string[];
  colors: string[];
  variants: { id: string; size: string | null; color: string | null; stock: number }[];
}

interface VariantChooserProps {
  product: ChooserProduct;
  /** Adds one unit of the choice; rejects when that failed (the caller's toast says why, and the chooser stays). */
  onAdd: (choice: { size: string | null; color: string | null }) => Promise<unknown>;
  onClose: () => void;
}

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled)';

function title(product: ChooserProduct): string {
  if (product.sizes.length > 0 && product.colors.length > 0) return 'Choose a size and colour';
  return product.sizes.length > 0 ? 'Choose a size' : 'Choose a colour';
}

/**
 * The list card's small chooser (issue 40): a product sold in several sizes or colours is added in
 * the one the shopper picks, never one the shop picked. Only combinations in stock can be chosen;
 * the others read "sold out". Loaded on the first tap, so the list's first load stays as it was.
 */
export default function VariantChooser({ product, onAdd, onClose }: VariantChooserProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const choice = useVariantChoice(product);
  const missingChoice = useMissingChoice(choice);
  const [adding, setAdding] = useState(false);

  // The sheet itself takes focus (read out by its title), not its first chip: a chip with the focus
  // ring on a phone looks chosen when it is not.
  useEffect(() => {
    dialog.current?.focus();
  }, []);

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // Focus stays in the dialog while it is open (aria-modal).
    const focusable = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const add = async () => {
    if (choice.sizeMissing || choice.colorMissing) {
      missingChoice.markMissing()?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
      return;
    }
    setAdding(true);
    try {
      await onAdd({ size: choice.size, color: choice.color });
      onClose();
    } catch {
      setAdding(false); // the toast says why; the shopper may choose again
    }
  };

  // On the page's body: a card's own stacking (its hover lift) would otherwise hold the fixed sheet inside it.
  return createPortal(
    <div
      className="variant-chooser__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className="surface variant-chooser" onKeyDown={keyDown}>
        <div className="variant-chooser__head">
          <h2 id={titleId} className="variant-chooser__title">
            {title(product)}
          </h2>
          <button type="button" className="variant-chooser__close" aria-label="Close" onClick={onClose}>
            <CloseIcon aria-hidden="true" />
          </button>
        </div>
        <div className="variant-chooser__product">
          <span className="variant-chooser__name">{product.name}</span>
          <PriceTag price={product.price} originalPrice={product.originalPrice ?? null} />
        </div>
        <form
          className="variant-chooser__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <VariantChoiceFields namePrefix="chooser-" product={product} choice={choice} missingChoice={missingChoice} />
          <VariantReason choice={choice} productStock={product.stock} />
          <Button variant="primary" type="submit" size="large" block loading={adding} disabled={!choice.sizeMissing && !choice.colorMissing && choice.limit <= 0} icon={<ShoppingCartIcon aria-hidden="true" />}>
            {adding ? 'Adding...' : 'Add to Cart'}
          </Button>
        </form>
      </div>
    </div>,
    document.body,
  );
}
