import { MAX_STOCK_UNITS } from '@shop/rules';
import { Checkbox } from 'antd';
import { useMemo } from 'react';
import { ProductFieldsDtoColorsItem, ProductFieldsDtoSizesItem } from '../api/generated/model';
import { StockGrid, type StockCells, type StockGridLabels } from '../components/stock-grid';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';

/** The catalog's sizes and colours (SPEC §9): what a published product may be sold in. */
export const SUPPLIER_SIZES: readonly string[] = Object.values(ProductFieldsDtoSizesItem);
export const SUPPLIER_COLORS: readonly string[] = Object.values(ProductFieldsDtoColorsItem);

export interface VariantValues {
  sizes: string[];
  colors: string[];
  cells: StockCells;
}

interface TickListProps {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  label: (option: string) => string;
  disabled: boolean;
}

function TickList({ legend, options, value, onChange, label, disabled }: TickListProps) {
  // In the catalog's order whatever the order of the ticks, so the grid's rows and columns never jump.
  const toggle = (option: string, checked: boolean) => onChange(options.filter((candidate) => (candidate === option ? checked : value.includes(candidate))));
  return (
    <fieldset className="supplier-variants__ticks">
      <legend className="supplier-field__label">{legend}</legend>
      {options.map((option) => (
        <Checkbox key={option} checked={value.includes(option)} disabled={disabled} onChange={(event) => toggle(option, event.target.checked)}>
          {label(option)}
        </Checkbox>
      ))}
    </fieldset>
  );
}

/**
 * Sizes and colours of a supplier product with the units of each (issue 16): ticking any turns
 * the single stock field into the grid, which publishing carries to the catalog product.
 */
export function SupplierVariants({ value, onChange, disabled = false }: { value: VariantValues; onChange: (value: VariantValues) => void; disabled?: boolean }) {
  const { t } = useSupplierI18n();
  const colorName = (color: string) => (SUPPLIER_COLORS.includes(color) ? t(`color.${color}` as MessageKey) : color);
  // XS-XXL read the same in both languages; One Size and children's ages do not.
  const sizeName = (size: string) => (size === 'One Size' ? t('size.oneSize') : /^\d+-\d+Y$/.test(size) ? t('size.years', { range: size.slice(0, -1) }) : size);
  const labels = useMemo<StockGridLabels>(
    () => ({
      caption: t('stockGrid.caption'),
      corner: t('stockGrid.corner'),
      total: t('stockGrid.total'),
      units: t('stockGrid.units'),
      allSizes: t('stockGrid.allSizes'),
      cell: (variant) => t('stockGrid.cell', { variant }),
      refused: (typed) => t('stockGrid.refused', { typed, max: MAX_STOCK_UNITS.toLocaleString('en-GH') }),
    }),
    [t],
  );
  const hasGrid = value.sizes.length > 0 || value.colors.length > 0;
  return (
    <div className="supplier-variants">
      <p className="supplier-variants__hint">{t('productForm.variantsHint')}</p>
      <div className="field-pair supplier-form__row">
        <TickList legend={t('productForm.sizes')} options={SUPPLIER_SIZES} value={value.sizes} onChange={(sizes) => onChange({ ...value, sizes })} label={sizeName} disabled={disabled} />
        <TickList legend={t('productForm.colors')} options={SUPPLIER_COLORS} value={value.colors} onChange={(colors) => onChange({ ...value, colors })} label={colorName} disabled={disabled} />
      </div>
      {hasGrid ? (
        <StockGrid
          sizes={value.sizes}
          colors={value.colors}
          value={value.cells}
          onChange={(cells) => onChange({ ...value, cells })}
          labels={labels}
          optionLabel={(option) => (SUPPLIER_SIZES.includes(option) ? sizeName(option) : colorName(option))}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
