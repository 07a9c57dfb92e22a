import type { Ref } from 'react';
import { ChoiceGroup } from './choice-group';
import type { VariantChoice } from './variant-choice';

interface VariantChoiceFieldsProps {
  /** Before each group's name, so two forms on one page keep their radios apart ('chooser-'). */
  namePrefix?: string;
  product: { sizes: readonly string[]; colors: readonly string[] };
  choice: VariantChoice;
  /** The sides the shopper tried to add without: each says 'Please select a ...' until chosen. */
  missing: { size: boolean; color: boolean };
  onChosen: (side: 'size' | 'color') => void;
  sizeGroup: Ref<HTMLFieldSetElement>;
  colorGroup: Ref<HTMLFieldSetElement>;
}

/**
 * The size and colour of a product's add-to-cart form, on the product page and in a list card's
 * chooser. The colour is the shopper's to choose whenever there is a choice; a single colour in
 * stock comes chosen (useVariantChoice).
 */
export function VariantChoiceFields({ namePrefix = '', product, choice, missing, onChosen, sizeGroup, colorGroup }: VariantChoiceFieldsProps) {
  return (
    <>
      {product.sizes.length > 0 ? (
        <ChoiceGroup
          name={`${namePrefix}size`}
          legend="Size"
          required
          options={product.sizes}
          value={choice.size}
          soldOut={choice.soldOut.sizes}
          error={missing.size && !choice.size ? 'Please select a size' : null}
          groupRef={sizeGroup}
          onChange={(value) => {
            choice.setSize(value);
            onChosen('size');
          }}
        />
      ) : null}
      {product.colors.length > 0 ? (
        <ChoiceGroup
          name={`${namePrefix}color`}
          legend="Colour"
          required
          options={product.colors}
          value={choice.color}
          soldOut={choice.soldOut.colors}
          error={missing.color && !choice.color ? 'Please select a colour' : null}
          groupRef={colorGroup}
          onChange={(value) => {
            choice.setColor(value);
            onChosen('color');
          }}
          swatches
        />
      ) : null}
    </>
  );
}
