import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useState } from 'react';
import { SelectField } from './select-field';

const CATEGORIES = [
  { value: '', label: 'All Categories' },
  { value: 'mens', label: "Men's Collection" },
  { value: 'womens', label: "Women's Collection" },
] as const;
type Category = (typeof CATEGORIES)[number]['value'];

const neverLoaded = new Promise<never>(() => undefined);
/** A page whose data or chunk is still on its way. */
function StillLoading(): never {
  throw neverLoaded;
}

/** As on the product list: a pick navigates, and the router renders the new page as a transition. */
function CategoryPicker({ picks, value: outsideValue }: { picks: string[]; value?: Category }) {
  const [category, setCategory] = useState<Category>('');
  const value = outsideValue ?? category;
  return (
    <>
      <SelectField
        label="Category"
        value={value}
        options={CATEGORIES}
        onChange={(next) => {
          picks.push(next);
          startTransition(() => setCategory(next));
        }}
      />
      <Suspense fallback={<p>Loading…</p>}>{category === 'mens' ? <StillLoading /> : <p>{category || 'all'} products</p>}</Suspense>
    </>
  );
}

describe('SelectField', () => {
  it('shows the pick at once while the page it asks for is on its way, and a second change event does not undo it', () => {
    const picks: string[] = [];
    render(<CategoryPicker picks={picks} />);
    const select = screen.getByRole('combobox', { name: 'Category' });

    fireEvent.change(select, { target: { value: 'mens' } });
    expect(select).toHaveValue('mens');
    expect(screen.getByText('all products')).toBeInTheDocument();

    // The browser sends input then change; a pick handed over from before the script ran comes in between.
    fireEvent.change(select);
    expect(picks).toEqual(['mens']);
    expect(select).toHaveValue('mens');
  });

  it('follows the value once it moves, to the pick or elsewhere (the back button)', async () => {
    const picks: string[] = [];
    const { rerender } = render(<CategoryPicker picks={picks} value="" />);
    const select = screen.getByRole('combobox', { name: 'Category' });
    fireEvent.change(select, { target: { value: 'womens' } });
    rerender(<CategoryPicker picks={picks} value="womens" />);
    expect(select).toHaveValue('womens');

    rerender(<CategoryPicker picks={picks} value="" />);
    await act(async () => undefined);
    expect(select).toHaveValue('');
    expect(picks).toEqual(['womens']);
  });
});
