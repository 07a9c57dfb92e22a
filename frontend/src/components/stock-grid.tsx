import { MAX_STOCK_UNITS } from '@shop/rules';
import { useId, useState } from 'react';
import './stock-grid.css';

/** The units typed per size x colour, keyed by `cellKey`; null is an empty cell (counted as 0). */
export type StockCells = Readonly<Record<string, number | null>>;

/** One variant as the admin and supplier APIs take it (issue 16). */
export interface VariantStock {
  size: string | null;
  color: string | null;
  stock: number;
  sku?: string | null;
}

/** A product with no sizes (or no colours) has the one row (column) null. */
function sides(values: readonly string[]): (string | null)[] {
  return values.length > 0 ? [...values] : [null];
}

export function cellKey(size: string | null, color: string | null): string {
  return `${size ?? ''}|${color ?? ''}`;
}

export function cellsFromVariants(variants: readonly VariantStock[]): Record<string, number | null> {
  return Object.fromEntries(variants.map((variant) => [cellKey(variant.size, variant.color), variant.stock]));
}

/**
 * Exactly one entry per size x colour (the server refuses anything else), empty cells as 0; a
 * variant's SKU is kept from `previous` so editing the stock never clears it.
 */
export function variantsFromCells(sizes: readonly string[], colors: readonly string[], cells: StockCells, previous: readonly VariantStock[] = []): VariantStock[] {
  const skus = new Map(previous.map((variant) => [cellKey(variant.size, variant.color), variant.sku ?? null]));
  return sides(sizes).flatMap((size) =>
    sides(colors).map((color) => {
      const key = cellKey(size, color);
      const sku = skus.get(key);
      return { size, color, stock: cells[key] ?? 0, ...(sku ? { sku } : {}) };
    }),
  );
}

export function gridTotal(sizes: readonly string[], colors: readonly string[], cells: StockCells): number {
  return variantsFromCells(sizes, colors, cells).reduce((sum, variant) => sum + variant.stock, 0);
}

export interface StockGridLabels {
  /** Names the table ('Stock per size and colour'). */
  caption: string;
  /** The corner cell over the size names. */
  corner: string;
  total: string;
  /** The column heading when the product has no colours. */
  units: string;
  /** The row heading when the product has no sizes. */
  allSizes: string;
  /** The accessible name of one cell: 'Stock of M / Blue'. */
  cell: (variant: string) => string;
  /** Why what was typed in a cell was not taken (a decimal, a minus, over a million). */
  refused: (typed: string) => string;
}

interface StockGridProps {
  sizes: readonly string[];
  colors: readonly string[];
  value?: StockCells;
  onChange?: (cells: Record<string, number | null>) => void;
  labels: StockGridLabels;
  id?: string;
  disabled?: boolean;
  /** How a size or colour is shown ('Blue' as 蓝色 in Chinese); the value itself by default. */
  optionLabel?: (option: string) => string;
}

/** A typed cell: whole units up to a million, empty (null), or undefined when it is neither. */
function parseUnits(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed) || Number(trimmed) > MAX_STOCK_UNITS) return undefined;
  return Number(trimmed);
}

/**
 * The stock grid of the admin product form and the supplier dialog: one whole-number input per
 * size x colour, each row's and column's total, and the product's total (what `stock` becomes).
 * Plain table and inputs so both portals, antd-themed or not, share it.
 */
export function StockGrid({ sizes, colors, value = {}, onChange, labels, id, disabled = false, optionLabel = (option) => option }: StockGridProps) {
  // What was typed and not taken, and where. While the cell has focus it shows the text as typed
  // (so "2.5" cannot become 25 a key later); on leaving it shows the figure kept, and the grid says
  // why until the cell is corrected or another one is changed.
  const [refused, setRefused] = useState<{ key: string; typed: string; editing: boolean } | null>(null);
  const refusalId = useId();
  const rows = sides(sizes);
  const columns = sides(colors);
  const units = (size: string | null, color: string | null) => value[cellKey(size, color)] ?? 0;
  const rowTotal = (size: string | null) => columns.reduce((sum, color) => sum + units(size, color), 0);
  const columnTotal = (color: string | null) => rows.reduce((sum, size) => sum + units(size, color), 0);
  const total = rows.reduce((sum, size) => sum + rowTotal(size), 0);
  const showRowTotals = columns.length > 1;

  return (
    <div className="stock-grid" id={id}>
      <table className="stock-grid__table">
        <caption className="stock-grid__caption">{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="stock-grid__corner">
              {labels.corner}
            </th>
            {columns.map((color) => (
              <th key={color ?? ''} scope="col">
                {color === null ? labels.units : optionLabel(color)}
              </th>
            ))}
            {showRowTotals ? <th scope="col">{labels.total}</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((size) => (
            <tr key={size ?? ''}>
              <th scope="row">{size === null ? labels.allSizes : optionLabel(size)}</th>
              {columns.map((color) => {
                const key = cellKey(size, color);
                const cell = value[key];
                return (
                  <td key={color ?? ''}>
                    <input
                      className="stock-grid__input"
                      type="text"
                      inputMode="numeric"
                      pattern="[0-9]*"
                      autoComplete="off"
                      maxLength={7}
                      aria-label={labels.cell([size, color].flatMap((option) => (option === null ? [] : [optionLabel(option)])).join(' / ') || labels.units)}
                      value={refused?.key === key && refused.editing ? refused.typed : cell === null || cell === undefined ? '' : String(cell)}
                      disabled={disabled}
                      aria-invalid={refused?.key === key || undefined}
                      aria-describedby={refused?.key === key ? refusalId : undefined}
                      onChange={(event) => {
                        const units = parseUnits(event.target.value);
                        if (units === undefined) return setRefused({ key, typed: event.target.value, editing: true });
                        setRefused(null);
                        onChange?.({ ...value, [key]: units });
                      }}
                      onBlur={() => {
                        if (refused?.key === key && refused.editing) setRefused({ ...refused, editing: false });
                      }}
                    />
                  </td>
                );
              })}
              {showRowTotals ? (
                <td className="stock-grid__total" data-testid={rows.length === 1 ? 'stock-grid-total' : undefined}>
                  {rowTotal(size)}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
        {/* With one row, its total is the product's; with several, a row of column totals ends in it. */}
        {rows.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">{labels.total}</th>
              {showRowTotals
                ? columns.map((color) => (
                    <td key={color ?? ''} className="stock-grid__total">
                      {columnTotal(color)}
                    </td>
                  ))
                : null}
              <td className="stock-grid__total stock-grid__grand-total" data-testid="stock-grid-total">
                {total}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      <p id={refusalId} className="stock-grid__refused" role="status">
        {refused ? labels.refused(refused.typed) : null}
      </p>
    </div>
  );
}
