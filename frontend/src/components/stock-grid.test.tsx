import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StockGrid, variantsFromCells, type StockCells, type StockGridLabels } from './stock-grid';

const LABELS: StockGridLabels = { caption: 'Stock', corner: 'Size', total: 'Total', units: 'Units', allSizes: 'All', cell: (variant) => `Stock of ${variant}`, refused: (typed) => `Whole units only: “${typed}” not taken` };

function Grid({ sizes, colors, initial = {} }: { sizes: string[]; colors: string[]; initial?: StockCells }) {
  const [cells, setCells] = useState<StockCells>(initial);
  return <StockGrid sizes={sizes} colors={colors} value={cells} onChange={setCells} labels={LABELS} />;
}

const rows = () => within(screen.getByRole('table', { name: 'Stock' })).getAllByRole('row').map((row) => row.textContent);

describe('the stock grid', () => {
  it('has one column of units for sizes without colours, its total under it', async () => {
    render(<Grid sizes={['S', 'M']} colors={[]} />);
    await userEvent.type(screen.getByLabelText('Stock of S'), '3');
    await userEvent.type(screen.getByLabelText('Stock of M'), '4');
    expect(rows()).toEqual(['SizeUnits', 'S', 'M', 'Total7']);
  });

  it('has one row for colours without sizes, its total at the end', async () => {
    render(<Grid sizes={[]} colors={['Red', 'Blue']} initial={{ '|Red': 2 }} />);
    await userEvent.type(screen.getByLabelText('Stock of Blue'), '5');
    expect(rows()).toEqual(['SizeRedBlueTotal', 'All7']);
    expect(screen.getByTestId('stock-grid-total')).toHaveTextContent('7');
  });

  it('takes whole units only, and says so where a decimal, a minus or more than a million was typed', async () => {
    render(<Grid sizes={['S']} colors={['Red', 'Blue']} />);
    const cell = screen.getByLabelText('Stock of S / Red');
    // "2.5" typed key by key stays "2.5" while typed, never 25; on leaving the cell it shows the 2 kept.
    await userEvent.type(cell, '2.5');
    expect(cell).toHaveValue('2.5');
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(cell).toHaveAccessibleDescription('Whole units only: “2.5” not taken');
    expect(screen.getByTestId('stock-grid-total')).toHaveTextContent('2');
    await userEvent.tab();
    expect(cell).toHaveValue('2');
    expect(cell).toHaveAccessibleDescription('Whole units only: “2.5” not taken');
    // Corrected, the refusal goes.
    await userEvent.clear(cell);
    expect(cell).toHaveValue('');
    expect(cell).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(cell, '-');
    expect(cell).toHaveValue('-');
    expect(screen.getByRole('status')).toHaveTextContent('Whole units only: “-” not taken');
    await userEvent.clear(cell);
    await userEvent.type(cell, '2000000');
    expect(cell).toHaveValue('2000000');
    expect(screen.getByRole('status')).toHaveTextContent('Whole units only: “2000000” not taken');
    await userEvent.tab();
    expect(cell).toHaveValue('200000');
    // Another cell changed: the refusal it was about is gone.
    await userEvent.type(screen.getByLabelText('Stock of S / Blue'), '3');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(cell).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(cell);
    expect(cell).toHaveValue('');
    expect(screen.getByTestId('stock-grid-total')).toHaveTextContent('3');
  });

  it('sends exactly one variant per size x colour, empty cells as 0, keeping earlier SKUs', () => {
    expect(variantsFromCells(['S', 'M'], ['Red'], { 'S|Red': 2 }, [{ size: 'M', color: 'Red', stock: 9, sku: 'M-RED' }])).toEqual([
      { size: 'S', color: 'Red', stock: 2 },
      { size: 'M', color: 'Red', stock: 0, sku: 'M-RED' },
    ]);
    expect(variantsFromCells([], [], { '|': 6 })).toEqual([{ size: null, color: null, stock: 6 }]);
  });
});
