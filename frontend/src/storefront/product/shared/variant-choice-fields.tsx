import { useRef, useState, type RefObject } from 'react';
import { ChoiceGroup } from './choice-group';
import type { VariantChoice } from './variant-choice';

type Side = 'size' | 'color';

export interface MissingChoice {
  /** The sides the shopper tried to add without: each says 'Please select a ...' until chosen. */
  missing: Record<Side, boolean>;
  groups: Record<Side, RefObject<HTMLFieldSetElement>>;
  onChosen: (side: Side) => void;
  /** Marks the sides still to choose and returns the group to take the shopper to. */
  markMissing: () => HTMLFieldSetElement | null;
}

/** What a form with VariantChoiceFields keeps between an Add to Cart that was missing a side and the choice. */
export function useMissingChoice(choice: VariantChoice): MissingChoice {
  const [missing, setMissing] = useState({ size: false, color: false });
  const size = useRef<HTMLFieldSetElement>(null);
  const color = useRef<HTMLFieldSetElement>(null);
  return {
    missing,
    groups: { size, color },
    onChosen: (side) => setMissing((was) => ({ ...was, [side]: false })),
    markMissing: () => {
      setMissing({ size: choice.sizeMissing, color: choice.colorMissing });
      return (choice.sizeMissing ? size : color).current;
    },
  };
}

interface VariantChoiceFieldsProps {
  /** Before each group's name, so two forms on one page keep their radios apart ('chooser-'). */
  namePrefix?: string;
  product: { sizes: readonly string[]; colors: readonly string[] };
  choice: VariantChoice;
  missingChoice: MissingChoice;
}

/**
 * The size and colour of a product's add-to-cart form, on the product page and in a list card's
 * chooser. The colour is the shopper's to choose whenever there is a choice; a single colour in
 * stock comes chosen (useVariantChoice).
 */
export function VariantChoiceFields({ namePrefix = '', product, choice, missingChoice }: VariantChoiceFieldsProps) {
  const sides = [
    { side: 'size', legend: 'Size', options: product.sizes, value: choice.size, soldOut: choice.soldOut.sizes, choose: choice.setSize, error: 'Please select a size' },
    { side: 'color', legend: 'Colour', options: product.colors, value: choice.color, soldOut: choice.soldOut.colors, choose: choice.setColor, error: 'Please select a colour' },
  ] as const;
  return (
    <>
      {sides.map(({ side, options, value, choose, error, ...group }) =>
        options.length > 0 ? (
          <ChoiceGroup
            key={side}
            name={`${namePrefix}${side}`}
            required
            options={options}
            value={value}
            error={missingChoice.missing[side] && !value ? error : null}
            groupRef={missingChoice.groups[side]}
            onChange={(option) => {
              choose(option);
              missingChoice.onChosen(side);
            }}
            swatches={side === 'color'}
            {...group}
          />
        ) : null,
      )}
    </>
  );
}
